import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';
import { Badge, Box, Drawer, IconButton, List, ListItemText, Paper, Slider, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookInfo } from '@shared/api/digital';
import { useBookNotes } from '../../api/book-notes';
import { useCatalogue } from '../../api/catalogue';
import { useSaveNote } from '../../api/save-note';
import { saveReadingProgress } from '../../api/save-progress';
import { CataloguePanel, catalogueIdOf } from '../../components/catalogue-panel';
import { NoteDialog } from '../../components/note-dialog';
import { PageView } from '../../components/page-view';
import type { LoadedPdf } from '../../pdf/use-pdf-document';
import { useFitScale } from '../reader/use-fit-scale';
import { usePageTurn } from '../reader/use-page-turn';
import { usePinchZoom, ZOOM_MAX, ZOOM_MIN } from './use-pinch-zoom';
import { ListButton } from '../../../../components/list-button';

type Props = { info: BookInfo; pdf: LoadedPdf; initialPage: number; onPageChange: (page: number) => void };

/**
 * The textbook reader laid out for a phone: the page fills the width; swipe to turn, pinch (or ±) to zoom and pan
 * when zoomed; the bottom bar has the catalogue, the notes of this book, a note on this page and the page slider.
 * The page read is remembered (through the offline outbox, like the desktop reader).
 */
export function MobileReaderView({ info, pdf, initialPage, onPageChange }: Props) {
  const bookId = info.id;
  const count = pdf.doc.numPages;
  const [page, setPage] = useState(() => Math.min(Math.max(1, initialPage), count));
  const [zoom, setZoom] = useState(1);
  const [drawer, setDrawer] = useState<'catalogue' | 'notes' | null>(null);
  const [writing, setWriting] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const fit = useFitScale(host, pdf.doc, 'width', 1, 16);
  const scale = fit ? Math.round(fit * zoom * 20) / 20 : null;
  const catalogue = useCatalogue(bookId).data;
  const notes = useBookNotes(bookId).data ?? [];
  const saveNote = useSaveNote(bookId);

  const go = useCallback((d: number) => setPage((p) => Math.min(count, Math.max(1, p + d))), [count]);
  const swipe = usePageTurn(go);
  const pinch = usePinchZoom(zoom, setZoom);
  useEffect(() => {
    onPageChange(page);
    const t = setTimeout(() => void saveReadingProgress(bookId, page), 500);
    return () => clearTimeout(t);
  }, [bookId, page, onPageChange]);

  const open = (p: number) => {
    setPage(Math.min(count, Math.max(1, p)));
    setDrawer(null);
  };
  const pageNotes = notes.filter((n) => n.page === page);
  const addNote = (comment: string) => {
    saveNote.mutate({
      id: crypto.randomUUID(),
      bookId,
      page,
      rects: [],
      quote: '',
      color: '#ffd54f',
      comment,
      updatedAt: new Date().toISOString(),
    });
    setWriting(false);
  };
  const lesson = catalogue?.units.flatMap((u) => u.lessons).find((l) => l.id === catalogueIdOf(catalogue, page));

  return (
    <Box sx={{ height: 'calc(100vh - 49px)', display: 'flex', flexDirection: 'column', bgcolor: '#e9edf2' }}>
      <Typography variant="caption" color="text.secondary" noWrap sx={{ px: 1.5, py: 0.5, bgcolor: '#fff' }}>
        {info.title}
        {lesson ? ` · ${lesson.title}` : ''}
      </Typography>
      <Box
        ref={host}
        data-testid="mobile-page-host"
        sx={{ flex: 1, overflow: 'auto', touchAction: zoom > 1 ? 'pan-x pan-y' : 'pan-y', p: 1 }}
        onPointerDown={(e) => {
          pinch.handlers.onPointerDown(e);
          if (zoom === 1) swipe.onPointerDown(e);
        }}
        onPointerMove={pinch.handlers.onPointerMove}
        onPointerUp={(e) => {
          const wasPinching = pinch.pinching();
          pinch.handlers.onPointerUp(e);
          if (zoom === 1 && !wasPinching) swipe.onPointerUp(e);
        }}
        onPointerCancel={pinch.handlers.onPointerCancel}
      >
        {scale && (
          <Box sx={{ width: 'fit-content', mx: 'auto', boxShadow: 2 }}>
            <PageView doc={pdf.doc} cache={pdf.cache} page={page} scale={scale} textLayer={false} />
          </Box>
        )}
        {pageNotes.length > 0 && (
          <Stack spacing={0.75} sx={{ mt: 1 }} data-testid="page-notes">
            {pageNotes.map((n) => (
              <Paper key={n.id} sx={{ p: 1, bgcolor: '#fff8dc' }} elevation={0}>
                <Typography variant="body2">{n.comment || n.quote}</Typography>
              </Paper>
            ))}
          </Stack>
        )}
      </Box>
      <Paper square elevation={6} sx={{ px: 1, pt: 0.5, pb: 'calc(4px + env(safe-area-inset-bottom))' }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 1 }}>
          <Typography variant="caption" sx={{ minWidth: 56 }} data-testid="mobile-page-number">
            {page} / {count}
          </Typography>
          <Slider
            size="small"
            min={1}
            max={count}
            value={page}
            onChange={(_e, v) => setPage(v as number)}
            aria-label="页码"
          />
        </Stack>
        <Stack direction="row" justifyContent="space-around">
          <IconButton aria-label="目录" onClick={() => setDrawer('catalogue')}>
            <FormatListBulletedRounded />
          </IconButton>
          <IconButton aria-label={`笔记 ${notes.length}`} onClick={() => setDrawer('notes')}>
            <Badge badgeContent={notes.length} color="primary">
              <StickyNote2Outlined />
            </Badge>
          </IconButton>
          <IconButton aria-label="写笔记" onClick={() => setWriting(true)}>
            <EditNoteRounded />
          </IconButton>
          <IconButton
            aria-label="缩小"
            disabled={zoom <= ZOOM_MIN}
            onClick={() => setZoom((z) => Math.max(ZOOM_MIN, z - 0.5))}
          >
            <ZoomOutRounded />
          </IconButton>
          <IconButton
            aria-label="放大"
            disabled={zoom >= ZOOM_MAX}
            onClick={() => setZoom((z) => Math.min(ZOOM_MAX, z + 0.5))}
          >
            <ZoomInRounded />
          </IconButton>
        </Stack>
      </Paper>
      <Drawer
        anchor="bottom"
        open={drawer !== null}
        onClose={() => setDrawer(null)}
        PaperProps={{ sx: { maxHeight: '70vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } }}
      >
        <Typography sx={{ fontWeight: 600, p: 2, pb: 1 }}>{drawer === 'notes' ? '本书笔记' : '目录'}</Typography>
        {drawer === 'catalogue' && catalogue && (
          <CataloguePanel catalogue={catalogue} activeId={catalogueIdOf(catalogue, page)} onOpen={open} />
        )}
        {drawer === 'notes' &&
          (notes.length ? (
            <List dense aria-label="本书笔记">
              {[...notes]
                .sort((a, b) => a.page - b.page)
                .map((n) => (
                  <ListButton key={n.id} onClick={() => open(n.page)}>
                    <ListItemText primary={n.comment || n.quote || '（无内容）'} secondary={`第 ${n.page} 页`} />
                  </ListButton>
                ))}
            </List>
          ) : (
            <Typography color="text.secondary" sx={{ p: 2, pt: 0 }}>
              还没有笔记，点“写笔记”记下这一页的想法
            </Typography>
          ))}
      </Drawer>
      {writing && (
        <NoteDialog
          title="写笔记"
          quote={`第 ${page} 页`}
          initial=""
          onSave={addNote}
          onClose={() => setWriting(false)}
        />
      )}
    </Box>
  );
}
