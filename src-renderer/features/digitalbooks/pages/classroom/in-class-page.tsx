import { Box, CircularProgress, Drawer, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ScreenCastPanel } from '../../../../components/screen-cast-panel';
import { paths } from '../../../../config/paths';
import { useBackPack } from '../../api/back-pack';
import { useBookContent } from '../../api/book-content';
import { useBookInfo } from '../../api/book-info';
import { BagList } from '../../components/bag-list';
import { CountdownTimer } from '../../components/countdown-timer';
import { InkLayer, type InkTool } from '../../components/ink-layer';
import { PageView } from '../../components/page-view';
import { Curtain, Magnifier, Spotlight } from '../../components/stage-overlays';
import { StudentPicker } from '../../components/student-picker';
import { L } from '../../labels';
import { usePdfDocument } from '../../pdf/use-pdf-document';
import { useFitScale } from '../reader/use-fit-scale';
import { usePageTurn } from '../reader/use-page-turn';
import { ClassroomToolbar, type Overlay } from './classroom-toolbar';
import { usePageInk } from './use-page-ink';
import type { LoadedPdf } from '../../pdf/use-pdf-document';

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
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [panel, setPanel] = useState<'timer' | 'picker' | 'bag' | 'cast' | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const scale = useFitScale(host, pdf.doc, 'page', 1, 16);
  const ink = usePageInk(bookId, classId, page);
  const bag = useBackPack(panel === 'bag' ? bookId : 0);
  const turn = useCallback((d: number) => setPage((p) => Math.min(count, Math.max(1, p + d))), [count]);
  usePageTurn(turn);
  // Projection: full screen when the browser allows it (a user gesture started the lesson).
  useEffect(() => {
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
    return () => void (document.fullscreenElement && document.exitFullscreen().catch(() => undefined));
  }, []);
  return (
    <Box sx={{ height: '100vh', bgcolor: '#263238', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Typography sx={{ position: 'fixed', top: 8, left: 16, color: 'grey.400', zIndex: 1 }} variant="body2">
        {info.data?.title}
      </Typography>
      <Box
        ref={host}
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', pb: '72px', minHeight: 0 }}
      >
        {scale && (
          <PageView doc={pdf.doc} cache={pdf.cache} page={page} scale={scale} textLayer={false}>
            {({ width, height }) => (
              <InkLayer
                width={width}
                height={height}
                strokes={ink.strokes}
                tool={tool}
                color={color}
                onAdd={ink.add}
                onErase={ink.erase}
              />
            )}
          </PageView>
        )}
      </Box>
      {overlay === 'spotlight' && <Spotlight />}
      {overlay === 'curtain' && <Curtain />}
      {overlay === 'magnifier' && <Magnifier />}
      {panel === 'timer' && <CountdownTimer onClose={() => setPanel(null)} />}
      {panel === 'picker' && <StudentPicker classId={classId} onClose={() => setPanel(null)} />}
      {panel === 'cast' && <ScreenCastPanel onClose={() => setPanel(null)} />}
      <Drawer anchor="right" open={panel === 'bag'} onClose={() => setPanel(null)}>
        <Box sx={{ width: 420 }}>
          <Typography variant="h6" sx={{ p: 2 }}>
            {L.bagTitle}
          </Typography>
          <BagList items={bag.data ?? []} />
        </Box>
      </Drawer>
      <ClassroomToolbar
        tool={tool}
        overlay={overlay}
        page={page}
        pageCount={count}
        color={color}
        canUndo={ink.canUndo}
        onTool={setTool}
        onColor={setColor}
        onOverlay={setOverlay}
        onUndo={ink.undo}
        onClear={ink.clear}
        onTimer={() => setPanel('timer')}
        onPicker={() => setPanel('picker')}
        onBag={() => setPanel('bag')}
        onCast={() => setPanel('cast')}
        onTurn={turn}
        onExit={() => navigate(`${paths.digitalbooksRoot}/read?bookId=${bookId}&page=${page}`)}
      />
    </Box>
  );
}
