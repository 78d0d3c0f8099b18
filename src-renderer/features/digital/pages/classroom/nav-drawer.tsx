import { Box, Drawer, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useCatalogue } from '../../api/catalogue';
import { CataloguePanel, catalogueIdOf } from '../../components/catalogue-panel';
import { ThumbnailsPanel } from '../../components/thumbnails-panel';
import { L } from '../../labels';
import type { PDFDocumentProxy } from '../../pdf/pdf-engine';

interface Props {
  open: boolean;
  bookId: number;
  doc: PDFDocumentProxy;
  page: number;
  onOpen: (page: number) => void;
  onClose: () => void;
}

/** The class-mode drawer: the reader's catalogue and thumbnails, to jump to a lesson or a page. */
export function NavDrawer({ open, bookId, doc, page, onOpen, onClose }: Props) {
  const [tab, setTab] = useState<'catalogue' | 'thumbnails'>('catalogue');
  const cat = useCatalogue(bookId);
  const go = (p: number) => (onOpen(p), onClose());
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box sx={{ width: 340, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Tabs value={tab} onChange={(_, v: typeof tab) => setTab(v)} variant="fullWidth">
          <Tab value="catalogue" label={L.catalogue} />
          <Tab value="thumbnails" label={L.thumbnails} />
        </Tabs>
        <Box sx={{ flex: 1, overflow: 'auto' }}>
          {tab === 'catalogue' && cat.data && (
            <CataloguePanel catalogue={cat.data} activeId={catalogueIdOf(cat.data, page)} onOpen={go} />
          )}
          {tab === 'thumbnails' && <ThumbnailsPanel doc={doc} page={page} onOpen={go} />}
        </Box>
      </Box>
    </Drawer>
  );
}
