import { Box, Button, Collapse, Divider, Drawer, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { BagItem } from '@shared/api/digital';
import { useBackPack } from '../../api/back-pack';
import { useRemoveBagItem } from '../../api/remove-bag-item';
import { BagList } from '../../components/bag-list';
import { BagUploadButton, BookResourcePicker } from '../../components/bag-sources';
import { L } from '../../labels';

interface Props {
  open: boolean;
  bookId: number;
  onOpenItem: (item: BagItem) => void;
  onManage: () => void;
  onClose: () => void;
}

/** The lesson bag in class: its items (opened in class, not in a tab), and the ways in its text promises. */
export function BagDrawer({ open, bookId, onOpenItem, onManage, onClose }: Props) {
  const bag = useBackPack(open ? bookId : 0);
  const remove = useRemoveBagItem(bookId);
  const [picking, setPicking] = useState(false);
  const items = bag.data ?? [];
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 480 }}>
        <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
          {L.bagTitle}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ px: 1.5, pb: 1 }} flexWrap="wrap" useFlexGap>
          <Button
            variant={picking ? 'contained' : 'outlined'}
            disableElevation
            aria-expanded={picking}
            onClick={() => setPicking((p) => !p)}
          >
            {L.bagFromBookAdd}
          </Button>
          <BagUploadButton bookId={bookId} />
          <Button onClick={onManage}>{L.bagManage}</Button>
        </Stack>
        <Divider />
        <BagList items={items} onOpen={onOpenItem} onRemove={(i) => remove.mutate(i.id)} />
        <Collapse in={picking} unmountOnExit>
          <Divider />
          <Typography variant="subtitle1" sx={{ p: 2, pb: 1, fontWeight: 600 }}>
            {L.bagFromBook}
          </Typography>
          <BookResourcePicker bookId={bookId} bag={items} />
        </Collapse>
      </Box>
    </Drawer>
  );
}
