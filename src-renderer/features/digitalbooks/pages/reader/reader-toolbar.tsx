import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { OfflineButton } from '../../components/offline-button';
import { L } from '../../labels';
import type { FitMode } from './use-fit-scale';

interface Props {
  bookId: number;
  title: string;
  page: number;
  pageCount: number;
  mode: FitMode;
  scale: number | null;
  bookmarked: boolean;
  onBack: () => void;
  onMode: (m: FitMode, zoom?: number) => void;
  onToggleBookmark: () => void;
  onAttendClass: () => void;
}

export function ReaderToolbar(p: Props) {
  const zoom = (f: number) => p.onMode('custom', Math.min(4, Math.max(0.3, (p.scale ?? 1) * f)));
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={1}
      sx={{ px: 1, height: 48, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <IconButton aria-label={L.back} onClick={p.onBack}>
        <ArrowBackIcon />
      </IconButton>
      <Typography variant="subtitle1" noWrap sx={{ flex: 1, minWidth: 0 }} data-testid="reader-title">
        {p.title}
      </Typography>
      <Typography variant="body2" data-testid="page-indicator">
        {L.pageOf(p.page, p.pageCount)}
      </Typography>
      <Box sx={{ width: 8 }} />
      <Button size="small" variant={p.mode === 'width' ? 'contained' : 'text'} onClick={() => p.onMode('width')}>
        {L.fitWidth}
      </Button>
      <Button size="small" variant={p.mode === 'page' ? 'contained' : 'text'} onClick={() => p.onMode('page')}>
        {L.fitPage}
      </Button>
      <IconButton aria-label={L.zoomOut} onClick={() => zoom(1 / 1.2)}>
        <ZoomOutIcon />
      </IconButton>
      <Typography variant="body2" sx={{ width: 44, textAlign: 'center' }}>
        {p.scale ? `${Math.round(p.scale * 100)}%` : ''}
      </Typography>
      <IconButton aria-label={L.zoomIn} onClick={() => zoom(1.2)}>
        <ZoomInIcon />
      </IconButton>
      <Tooltip title={p.bookmarked ? L.removeBookmark : L.addBookmark}>
        <IconButton aria-label={p.bookmarked ? L.removeBookmark : L.addBookmark} onClick={p.onToggleBookmark}>
          {p.bookmarked ? <BookmarkIcon color="primary" /> : <BookmarkBorderIcon />}
        </IconButton>
      </Tooltip>
      <OfflineButton bookId={p.bookId} />
      <Button size="small" variant="contained" onClick={p.onAttendClass}>
        {L.attendClass}
      </Button>
    </Stack>
  );
}
