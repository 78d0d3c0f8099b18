import { Box, Button, IconButton, InputBase, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { useNavigate } from 'react-router';
import { bookPaths } from '../../../../config/book-paths';
import { OfflineButton } from '../../components/offline-button';
import { useIsTeacher } from '../../lib/use-is-teacher';
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
  /** 跳到第 N 页. */
  onGoTo: (page: number) => void;
  onMode: (m: FitMode, zoom?: number) => void;
  onToggleBookmark: () => void;
  onAttendClass: () => void;
  /** 本页加入备课包 (teachers); `busy` while the page picture uploads. */
  onAddPageToBag: () => void;
  addingPage: boolean;
}

/** 跳到第 N 页: a page number and Enter (or 跳转) open that page; a number outside the book goes to its nearest end. */
function GoToPage({ pageCount, onGoTo }: { pageCount: number; onGoTo: (page: number) => void }) {
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Math.round(Number(value));
    if (!value || !Number.isFinite(n)) return;
    onGoTo(Math.min(pageCount, Math.max(1, n)));
    setValue('');
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <InputBase
        value={value}
        onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
        placeholder="页码"
        inputProps={{ 'aria-label': L.goToPageLabel, inputMode: 'numeric' }}
        sx={{ width: 56, px: 1, fontSize: 14, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Button size="small" type="submit">
        {L.goToPageButton}
      </Button>
    </Box>
  );
}

export function ReaderToolbar(p: Props) {
  const navigate = useNavigate();
  const teacher = useIsTeacher();
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
      <GoToPage pageCount={p.pageCount} onGoTo={p.onGoTo} />
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
      {teacher && (
        <Button size="small" onClick={p.onAddPageToBag} disabled={p.addingPage}>
          {L.bagAddPage}
        </Button>
      )}
      {teacher && (
        <Button size="small" onClick={() => void navigate(bookPaths.backPack(p.bookId))}>
          {L.backPack}
        </Button>
      )}
      <Button size="small" variant="contained" onClick={p.onAttendClass}>
        {L.attendClass}
      </Button>
    </Stack>
  );
}
