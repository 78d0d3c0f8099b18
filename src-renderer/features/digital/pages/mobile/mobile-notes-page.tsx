import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Box, Card, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { myBooksQuery } from '../../../../api/books/my-books';
import { AppLink } from '../../../../components/app-link';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyState } from '../../../../components/empty-state';
import { PageLoading } from '../../../../components/page-loading';
import { idParam, readerPaths } from '../../../../config/book-paths';
import { useBookNotes } from '../../api/book-notes';
import { useDeleteNote } from '../../api/delete-note';

/**
 * `/{brand}Book/note?bookId=`: the student's notes, book by book (chips to switch), in page order; a note opens
 * its page in the reader, and can be deleted.
 */
export default function MobileNotesPage() {
  const [params, setParams] = useSearchParams();
  const books = useQuery(myBooksQuery());
  const bookId = idParam(params, 'bookId') || books.data?.[0]?.id || 0;
  const notes = useBookNotes(bookId);
  const remove = useDeleteNote(bookId);
  const [deleting, setDeleting] = useState<string | null>(null);
  if (books.isPending) return <PageLoading />;
  if (!books.data?.length) return <EmptyState text="还没有教材，也就还没有笔记" />;
  const list = [...(notes.data ?? [])].sort((a, b) => a.page - b.page || a.updatedAt.localeCompare(b.updatedAt));
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 0.5 }} role="tablist" aria-label="教材">
        {books.data.map((b) => (
          <Chip
            key={b.id}
            role="tab"
            aria-selected={b.id === bookId}
            label={b.title}
            color={b.id === bookId ? 'primary' : 'default'}
            onClick={() => setParams({ bookId: String(b.id) }, { replace: true })}
            sx={{ maxWidth: 220 }}
          />
        ))}
      </Stack>
      {notes.isPending ? (
        <PageLoading />
      ) : !list.length ? (
        <EmptyState text="这本书还没有笔记，阅读时点“写笔记”即可记录" />
      ) : (
        list.map((n) => (
          <Card key={n.id} elevation={0} sx={{ borderRadius: 3, display: 'flex' }} data-testid="mobile-note">
            <Box
              component={AppLink}
              to={readerPaths.read(bookId, n.page)}
              sx={{ flex: 1, p: 1.75, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
            >
              <Typography variant="caption" color="primary.main">
                第 {n.page} 页 · {new Date(n.updatedAt).toLocaleDateString('zh-CN')}
              </Typography>
              {n.quote && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ borderLeft: '3px solid #ffd54f', pl: 1, my: 0.5 }}
                >
                  {n.quote}
                </Typography>
              )}
              <Typography>{n.comment || '（无批注）'}</Typography>
            </Box>
            <IconButton aria-label="删除笔记" onClick={() => setDeleting(n.id)} sx={{ alignSelf: 'center', mr: 0.5 }}>
              <DeleteOutlineRounded />
            </IconButton>
          </Card>
        ))
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除笔记"
        message="删除后不能恢复，确定删除这条笔记吗？"
        confirmText="删除"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
