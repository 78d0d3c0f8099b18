import { Box, CircularProgress, Typography } from '@mui/material';
import type { BagItem } from '@shared/api/digital';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ScreenCastPanel } from '../../../../components/screen-cast-panel';
import { bookPaths } from '../../../../config/book-paths';
import { paths } from '../../../../config/paths';
import { useBookContent } from '../../api/book-content';
import { useBookInfo } from '../../api/book-info';
import { BagViewer } from '../../components/bag-viewer';
import { CountdownTimer } from '../../components/countdown-timer';
import { InkLayer, type InkTool } from '../../components/ink-layer';
import { PageView } from '../../components/page-view';
import { BlankScreen, Curtain, Magnifier, Spotlight } from '../../components/stage-overlays';
import { StudentPicker } from '../../components/student-picker';
import { FIRST_ROUND, type PickRound } from '../../lib/pick-round';
import { usePdfDocument } from '../../pdf/use-pdf-document';
import { useFitScale, type FitMode } from '../reader/use-fit-scale';
import { BagDrawer } from './bag-drawer';
import { ClassroomToolbar, SIZES, type Overlay } from './classroom-toolbar';
import { NavDrawer } from './nav-drawer';
import { usePageInk } from './use-page-ink';
import { usePresenterKeys } from './use-presenter-keys';
import { ViewControls } from './view-controls';
import type { LoadedPdf } from '../../pdf/use-pdf-document';

// Exam mode is loaded when a teacher opens it.
const ExamClock = lazy(() => import('../../components/exam-clock'));

/** `/digitalbooks/inClass?bookId=&classId=&page=`: the book projected full screen with the classroom tools. */
export default function InClassPage() {
  const [params] = useSearchParams();
  const bookId = Number(params.get('bookId')) || 0;
  const classId = Number(params.get('classId')) || 0;
  const content = useBookContent(bookId);
  const { pdf } = usePdfDocument(bookId, content.data);
  if (!pdf)
    return (
      <Box sx={{ height: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#263238' }}>
        <CircularProgress />
      </Box>
    );
  return <Stage bookId={bookId} classId={classId} pdf={pdf} initialPage={Number(params.get('page')) || 1} />;
}

function Stage({
  bookId,
  classId,
  pdf,
  initialPage,
}: {
  bookId: number;
  classId: number;
  pdf: LoadedPdf;
  initialPage: number;
}) {
  const navigate = useNavigate();
  const info = useBookInfo(bookId);
  const count = pdf.doc.numPages;
  const [page, setPage] = useState(Math.min(count, initialPage));
  const [tool, setTool] = useState<InkTool>('pen');
  const [color, setColor] = useState('#e53935');
  const [size, setSize] = useState<number>(SIZES[1][0]);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [panel, setPanel] = useState<'picker' | 'bag' | 'cast' | 'nav' | null>(null);
  // The clock is not one of the panels: it stays up while the picker, the bag or anything else opens.
  const [clock, setClock] = useState(false);
  const [exam, setExam] = useState(false);
  const [round, setRound] = useState<PickRound>(FIRST_ROUND);
  const [blank, setBlank] = useState(false);
  const [mode, setMode] = useState<FitMode>('page');
  const [zoom, setZoom] = useState(1);
  const [spread, setSpread] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const scale = useFitScale(host, pdf.doc, mode, zoom, 16, spread ? 2 : 1);
  const right = spread && page < count ? page + 1 : 0;
  const ink = usePageInk(bookId, classId, page);
  const inkRight = usePageInk(bookId, classId, right || page);
  // Undo and clear act on the page last drawn on (the right page of a spread too).
  const [lastSide, setLastSide] = useState<'left' | 'right'>('left');
  const active = right && lastSide === 'right' ? inkRight : ink;
  const [viewing, setViewing] = useState<BagItem | null>(null);
  const step = spread ? 2 : 1;
  const goTo = useCallback((p: number) => setPage(Math.min(count, Math.max(1, p))), [count]);
  const turn = useCallback((d: number) => setPage((p) => Math.min(count, Math.max(1, p + d * step))), [count, step]);
  usePresenterKeys({
    turn,
    first: () => goTo(1),
    last: () => goTo(count),
    blank: () => setBlank((b) => !b),
    undo: () => active.undo(),
    redo: () => active.redo(),
    locked: exam,
  });
  const startExam = () => {
    // The exam clock takes the whole screen: every other tool closes.
    setClock(false);
    setPanel(null);
    setOverlay(null);
    setViewing(null);
    setBlank(false);
    setExam(true);
  };
  // Projection: full screen when the browser allows it (a user gesture started the lesson).
  useEffect(() => {
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
    return () => void (document.fullscreenElement && document.exitFullscreen().catch(() => undefined));
  }, []);
  const sheet = (p: number, side: 'left' | 'right', pageInk: ReturnType<typeof usePageInk>) =>
    scale && (
      <PageView key={side} doc={pdf.doc} cache={pdf.cache} page={p} scale={scale} textLayer={false}>
        {({ width, height }) => (
          <InkLayer
            width={width}
            height={height}
            strokes={pageInk.strokes}
            tool={tool}
            color={color}
            size={size}
            onAdd={(s) => (setLastSide(side), pageInk.add(s))}
            onErase={(id) => (setLastSide(side), pageInk.erase(id))}
          />
        )}
      </PageView>
    );
  return (
    <>
      {/* Inert under the exam clock: nothing on the class screen takes focus, clicks or keys. */}
      <Box
        inert={exam}
        sx={{ height: '100vh', bgcolor: '#263238', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      >
        <Typography sx={{ position: 'fixed', top: 8, left: 16, color: 'grey.400', zIndex: 1 }} variant="body2">
          {info.data?.title}
        </Typography>
        <Box ref={host} sx={{ flex: 1, display: 'flex', overflow: 'auto', pt: '56px', pb: '72px', minHeight: 0 }}>
          {/* margin: auto centres the pages and still lets a zoomed page scroll to its top and left edges. */}
          <Box sx={{ m: 'auto', display: 'flex', gap: '4px' }}>
            {sheet(page, 'left', ink)}
            {right > 0 && sheet(right, 'right', inkRight)}
          </Box>
        </Box>
        {overlay === 'spotlight' && <Spotlight />}
        {overlay === 'curtain' && <Curtain />}
        {overlay === 'magnifier' && <Magnifier />}
        {clock && <CountdownTimer onClose={() => setClock(false)} onExam={startExam} />}
        {panel === 'picker' && (
          <StudentPicker
            classId={classId}
            round={round}
            onRound={setRound}
            onChooseClass={() => navigate(`${paths.digitalbooksRoot}/attendClass?bookId=${bookId}&page=${page}`)}
            onClose={() => setPanel(null)}
          />
        )}
        {panel === 'cast' && <ScreenCastPanel onClose={() => setPanel(null)} />}
        <NavDrawer
          open={panel === 'nav'}
          bookId={bookId}
          doc={pdf.doc}
          page={page}
          onOpen={goTo}
          onClose={() => setPanel(null)}
        />
        <BagDrawer
          open={panel === 'bag'}
          bookId={bookId}
          onOpenItem={setViewing}
          onManage={() => navigate(bookPaths.backPack(bookId))}
          onClose={() => setPanel(null)}
        />
        <BagViewer item={viewing} onClose={() => setViewing(null)} />
        <ViewControls
          mode={mode}
          scale={scale}
          spread={spread}
          onMode={(m, z) => (setMode(m), z && setZoom(z))}
          onSpread={() => setSpread((s) => !s)}
        />
        <ClassroomToolbar
          tool={tool}
          overlay={overlay}
          page={page}
          pageCount={count}
          color={color}
          canUndo={active.canUndo}
          canRedo={active.canRedo}
          size={size}
          onSize={(w) => (setSize(w), tool !== 'highlighter' && setTool('pen'))}
          onRedo={active.redo}
          onTool={setTool}
          onColor={setColor}
          onOverlay={setOverlay}
          onUndo={active.undo}
          onClear={active.clear}
          onTimer={() => setClock(true)}
          onPicker={() => setPanel('picker')}
          onBag={() => setPanel('bag')}
          onCast={() => setPanel('cast')}
          onNav={() => setPanel('nav')}
          onGoTo={goTo}
          onTurn={turn}
          onExit={() => navigate(`${paths.digitalbooksRoot}/read?bookId=${bookId}&page=${page}`)}
        />
        {blank && <BlankScreen onClose={() => setBlank(false)} />}
      </Box>
      {exam && (
        <Suspense fallback={null}>
          <ExamClock onClose={() => setExam(false)} />
        </Suspense>
      )}
    </>
  );
}
