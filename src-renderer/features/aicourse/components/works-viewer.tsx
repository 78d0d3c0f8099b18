import { Box, Button, Dialog, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useId, type KeyboardEvent } from 'react';
import { mediaUrl } from '../../../platform/media';

export interface ShownWorks {
  id: number;
  url: string;
  studentName: string;
}

interface Props {
  /** Every works of the class in the order of the cards, so previous/next go through the whole class. */
  list: ShownWorks[];
  index: number | null;
  onIndex: (i: number | null) => void;
}

/** A pupil's works shown large on the projector, with previous/next (buttons or ← →) through the class's works. */
export function WorksViewer({ list, index, onIndex }: Props) {
  const titleId = useId();
  const shown = index == null ? undefined : list[index];
  const go = (d: number) => index != null && list.length > 0 && onIndex((index + d + list.length) % list.length);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(-1);
    else if (e.key === 'ArrowRight' || e.key === 'PageDown' || e.key === ' ') go(1);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <Dialog
      open={!!shown}
      onClose={() => onIndex(null)}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: '#0b1426', color: '#fff' } } }}
    >
      {shown && (
        <Stack sx={{ height: '100%', p: 2 }} spacing={2}>
          <Stack direction="row" alignItems="center" justifyContent="space-between">
            <Typography id={titleId} variant="h5" component="h2" fontWeight={700}>
              {shown.studentName}的作品（{index! + 1}/{list.length}）
            </Typography>
            <IconButton aria-label="关闭" onClick={() => onIndex(null)} sx={{ color: '#fff' }}>
              <CloseIcon fontSize="large" />
            </IconButton>
          </Stack>
          <Stack direction="row" alignItems="center" spacing={2} sx={{ flex: 1, minHeight: 0 }}>
            <Button
              aria-label="上一张"
              variant="outlined"
              color="inherit"
              disabled={list.length < 2}
              onClick={() => go(-1)}
              sx={{ minWidth: 64, height: 120 }}
            >
              <ChevronLeftIcon fontSize="large" />
            </Button>
            <Box
              component="img"
              src={mediaUrl(shown.url)}
              alt={`${shown.studentName}的作品`}
              sx={{ flex: 1, minWidth: 0, height: '100%', objectFit: 'contain', imageRendering: 'auto' }}
            />
            <Button
              aria-label="下一张"
              variant="outlined"
              color="inherit"
              disabled={list.length < 2}
              onClick={() => go(1)}
              sx={{ minWidth: 64, height: 120 }}
            >
              <ChevronRightIcon fontSize="large" />
            </Button>
          </Stack>
        </Stack>
      )}
    </Dialog>
  );
}
