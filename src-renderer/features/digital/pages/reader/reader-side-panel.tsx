import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import type { Bookmark, Catalogue, Note, PageTexts } from '@shared/api/digital';
import { BookmarksPanel } from '../../components/bookmarks-panel';
import { CataloguePanel } from '../../components/catalogue-panel';
import { NotesPanel } from '../../components/notes-panel';
import { SearchPanel } from '../../components/search-panel';
import { ThumbnailsPanel } from '../../components/thumbnails-panel';
import { L } from '../../labels';
import type { PDFDocumentProxy } from '../../pdf/pdf-engine';

interface Props {
  doc: PDFDocumentProxy;
  page: number;
  catalogue: Catalogue | undefined;
  activeCatalogueId: number | null;
  texts: PageTexts | undefined;
  notes: Note[];
  bookmarks: Bookmark[];
  onOpen: (page: number) => void;
  onEditNote: (n: Note) => void;
  onDeleteNote: (n: Note) => void;
  onDeleteBookmark: (b: Bookmark) => void;
}

type TabKey = 'catalogue' | 'thumbnails' | 'search' | 'bookmarks' | 'notes';

export function ReaderSidePanel(p: Props) {
  const [tab, setTab] = useState<TabKey>('catalogue');
  return (
    <Box
      sx={{
        width: 300,
        flex: 'none',
        display: 'flex',
        flexDirection: 'column',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Tabs
        value={tab}
        onChange={(_, v: TabKey) => setTab(v)}
        variant="fullWidth"
        sx={{ minHeight: 40, '& .MuiTab-root': { minWidth: 0, minHeight: 40, px: 0.5 } }}
      >
        <Tab value="catalogue" label={L.catalogue} />
        <Tab value="thumbnails" label={L.thumbnails} />
        <Tab value="search" label={L.search} />
        <Tab value="bookmarks" label={L.bookmarks} />
        <Tab value="notes" label={L.notes} />
      </Tabs>
      <Box sx={{ flex: 1, overflow: 'auto' }}>
        {tab === 'catalogue' && p.catalogue && (
          <CataloguePanel catalogue={p.catalogue} activeId={p.activeCatalogueId} onOpen={p.onOpen} />
        )}
        {tab === 'thumbnails' && <ThumbnailsPanel doc={p.doc} page={p.page} onOpen={p.onOpen} />}
        {tab === 'search' && <SearchPanel texts={p.texts} onOpen={p.onOpen} />}
        {tab === 'bookmarks' && (
          <BookmarksPanel bookmarks={p.bookmarks} onOpen={p.onOpen} onDelete={p.onDeleteBookmark} />
        )}
        {tab === 'notes' && (
          <NotesPanel notes={p.notes} onOpen={p.onOpen} onEdit={p.onEditNote} onDelete={p.onDeleteNote} />
        )}
      </Box>
    </Box>
  );
}
