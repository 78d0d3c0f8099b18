import { Box, Button, IconButton, Paper } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookInfo, Note } from '@shared/api/digital';
import { useAppDispatch, useAppSelector } from '../../../../state/store';
import { appActions } from '../../../../state/app-slice';
import { useBookmarks } from '../../api/bookmarks';
import { useCatalogue } from '../../api/catalogue';
import { useBookNotes } from '../../api/book-notes';
import { useDeleteBookmark } from '../../api/delete-bookmark';
import { useDeleteNote } from '../../api/delete-note';
import { usePageTexts } from '../../api/page-texts';
import { useSaveBookmark } from '../../api/save-bookmark';
import { useSaveNote } from '../../api/save-note';
import { saveReadingProgress } from '../../api/save-progress';
import { catalogueIdOf } from '../../components/catalogue-panel';
import { NoteDialog } from '../../components/note-dialog';
import { PageView } from '../../components/page-view';
import { L } from '../../labels';
import type { LoadedPdf } from '../../pdf/use-pdf-document';
import { ReaderSidePanel } from './reader-side-panel';
import { ReaderToolbar } from './reader-toolbar';
import { useAddPageToBag } from './use-add-page-to-bag';
import { useFitScale, type FitMode } from './use-fit-scale';
import { usePageTurn } from './use-page-turn';
import { useSelectionNote, type Selected } from './use-selection-note';

interface Props {
  info: BookInfo;
  pdf: LoadedPdf;
  initialPage: number;
  onPageChange: (page: number) => void;
  onBack: () => void;
  onAttendClass: (page: number) => void;
}

type Editing = { note?: Note; target?: Selected };

export function ReaderView({ info, pdf, initialPage, onPageChange, onBack, onAttendClass }: Props) {
  const bookId = info.id;
  const count = pdf.doc.numPages;
  const [page, setPage] = useState(() => Math.min(Math.max(1, initialPage), count));
  const [mode, setMode] = useState<FitMode>('page');
  const [zoom, setZoom] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const scale = useFitScale(host, pdf.doc, mode, zoom);
  const dispatch = useAppDispatch();
  const activeId = useAppSelector((s) => s.app.activeCatalogueId);
  const catalogue = useCatalogue(bookId).data;
  // The page texts (for search) load once the first page is up, not competing with it.
  const [firstShown, setFirstShown] = useState(false);
  const texts = usePageTexts(firstShown ? bookId : 0).data;
  const notes = useBookNotes(bookId).data ?? [];
  const bookmarks = useBookmarks(bookId).data ?? [];
  const saveNote = useSaveNote(bookId);
  const deleteNote = useDeleteNote(bookId);
  const saveBookmark = useSaveBookmark(bookId);
  const deleteBookmark = useDeleteBookmark(bookId);
  const sel = useSelectionNote();
  const pageToBag = useAddPageToBag(bookId, info.title, pdf.doc);

  const go = useCallback((delta: number) => setPage((p) => Math.min(count, Math.max(1, p + delta))), [count]);
  const open = useCallback((p: number) => setPage(Math.min(count, Math.max(1, p))), [count]);
  const jump = useCallback((to: 'first' | 'last') => setPage(to === 'first' ? 1 : count), [count]);
  const swipe = usePageTurn(go, jump);
  const onRendered = useCallback(() => setFirstShown(true), []);

  // The catalogue follows the page (app state activeCatalogueId), and the page is remembered on the server.
  useEffect(() => {
    dispatch(appActions.setActiveCatalogue(catalogueIdOf(catalogue, page)));
  }, [catalogue, page, dispatch]);
  useEffect(() => {
    onPageChange(page);
    const t = setTimeout(() => void saveReadingProgress(bookId, page), 500);
    return () => clearTimeout(t);
  }, [bookId, page, onPageChange]);
  useEffect(() => () => void dispatch(appActions.setActiveCatalogue(null)), [dispatch]);
  // Every 20 pages, let pdf.js drop the fonts and page data its worker keeps, so memory stays flat over a whole book.
  useEffect(() => {
    if (page % 20 !== 0) return;
    const t = setTimeout(() => void pdf.doc.cleanup().catch(() => undefined), 1000);
    return () => clearTimeout(t);
  }, [page, pdf.doc]);

  const bookmark = bookmarks.find((b) => b.page === page);
  const toggleBookmark = () =>
    bookmark
      ? deleteBookmark.mutate(bookmark.id)
      : saveBookmark.mutate({ bookmarkId: crypto.randomUUID(), bookId, page, label: L.bookmarkLabel(page) });

  const save = (comment: string) => {
    if (!editing) return;
    const base = editing.note ?? { id: crypto.randomUUID(), ...editing.target!, color: '#ffd54f' };
    const { id, page: p, rects, quote, color } = base;
    saveNote.mutate({ id, bookId, page: p, rects, quote, color, comment, updatedAt: new Date().toISOString() });
    setEditing(null);
    sel.clear();
  };

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.200' }}>
      <ReaderToolbar
        bookId={bookId}
        title={info.title}
        page={page}
        pageCount={count}
        mode={mode}
        scale={scale}
        bookmarked={Boolean(bookmark)}
        onBack={onBack}
        onGoTo={open}
        onMode={(m, z) => (setMode(m), z && setZoom(z))}
        onToggleBookmark={toggleBookmark}
        onAttendClass={() => onAttendClass(page)}
        onAddPageToBag={() => pageToBag.add(page, catalogueIdOf(catalogue, page))}
        addingPage={pageToBag.busy}
      />
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <ReaderSidePanel
          doc={pdf.doc}
          page={page}
          catalogue={catalogue}
          activeCatalogueId={activeId}
          texts={texts}
          notes={notes}
          bookmarks={bookmarks}
          onOpen={open}
          onEditNote={(note) => setEditing({ note })}
          onDeleteNote={(n) => deleteNote.mutate(n.id)}
          onDeleteBookmark={(b) => deleteBookmark.mutate(b.id)}
        />
        <Box
          ref={host}
          sx={{
            flex: 1,
            position: 'relative',
            overflow: 'auto',
            display: 'flex',
            justifyContent: 'center',
            alignItems: mode === 'width' ? 'flex-start' : 'center',
            p: 2,
          }}
          onMouseUp={sel.onMouseUp}
          {...swipe}
        >
          {scale && (
            <PageView doc={pdf.doc} cache={pdf.cache} page={page} scale={scale} onRendered={onRendered}>
              {({ width, height }) =>
                notes
                  .filter((n) => n.page === page)
                  .flatMap((n) =>
                    n.rects.map((r, i) => (
                      <Box
                        key={`${n.id}-${i}`}
                        data-testid="note-highlight"
                        title={n.comment}
                        sx={{
                          position: 'absolute',
                          left: r.x * width,
                          top: r.y * height,
                          width: r.w * width,
                          height: r.h * height,
                          bgcolor: n.color,
                          opacity: 0.4,
                          mixBlendMode: 'multiply',
                        }}
                      />
                    )),
                  )
              }
            </PageView>
          )}
        </Box>
        <IconButton
          aria-label={L.prev}
          onClick={() => go(-1)}
          disabled={page <= 1}
          sx={{ position: 'fixed', left: 310, top: '50%', bgcolor: 'background.paper', boxShadow: 2 }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={L.next}
          onClick={() => go(1)}
          disabled={page >= count}
          sx={{ position: 'fixed', right: 16, top: '50%', bgcolor: 'background.paper', boxShadow: 2 }}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      {sel.selected && !editing && (
        <Paper sx={{ position: 'fixed', left: sel.selected.anchor.x, top: sel.selected.anchor.y + 4, zIndex: 10 }}>
          <Button
            size="small"
            onMouseUp={(e) => e.stopPropagation()}
            onClick={() => setEditing({ target: sel.selected! })}
          >
            {L.addNote}
          </Button>
        </Paper>
      )}
      {editing && (
        <NoteDialog
          title={editing.note ? L.editNote : L.addNote}
          quote={editing.note?.quote ?? editing.target?.quote ?? ''}
          initial={editing.note?.comment ?? ''}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
