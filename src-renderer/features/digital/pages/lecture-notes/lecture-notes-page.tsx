import { Box, Card, List, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../../config/paths';
import { EmptyState } from '../../../../components/empty-state';
import { useBookInfo } from '../../api/book-info';
import { useLectureNote } from '../../api/get-lecture-note';
import { useLectureNotes } from '../../api/get-lecture-notes';
import { bookPaths, idParam } from '../../../../config/book-paths';
import { LectureNoteArticle } from '../../../../components/lecture-note-article';
import { ListButton } from '../../../../components/list-button';

/**
 * /digitalbooks/lectureNotes?bookId= (the list beside the note) and /lectureNotesRead?bookId=&id= (one note to
 * read full width): a book's lecture notes, rich content from the publisher.
 */
export default function LectureNotesPage() {
  const [params] = useSearchParams();
  const reading = useLocation().pathname === paths.lectureNotesRead;
  const navigate = useNavigate();
  const bookId = idParam(params, 'bookId');
  const book = useBookInfo(bookId);
  const list = useLectureNotes(bookId);
  const chosen = idParam(params, 'id', 'noteId') || list.data?.[0]?.id || 0;
  const note = useLectureNote(chosen);
  if (!bookId || list.isError) return <EmptyState text={list.error?.message ?? Msg.digitalBookNotFound} />;
  if (!list.data) return <Skeleton variant="rounded" sx={{ m: 3 }} height={420} />;
  if (!list.data.length) return <EmptyState text={Msg.noData} />;
  const article = (
    <Card variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 4 }, flex: 1, minWidth: 0, width: '100%' }}>
      {note.data ? <LectureNoteArticle html={note.data.html} title={note.data.title} /> : <Skeleton height={300} />}
    </Card>
  );
  return (
    <Box sx={{ p: 3, maxWidth: reading ? 960 : 1280, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        讲义
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {book.data?.title}
      </Typography>
      {reading ? (
        article
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
          <Card variant="outlined" sx={{ borderRadius: 3, width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
            <List aria-label="讲义目录">
              {list.data.map((n) => (
                <ListButton
                  key={n.id}
                  selected={n.id === chosen}
                  onClick={() => void navigate(`${bookPaths.lectureNotes(bookId)}&id=${n.id}`, { replace: true })}
                  onDoubleClick={() => void navigate(bookPaths.lectureNotesRead(bookId, n.id))}
                >
                  <ListItemText primary={n.title} />
                </ListButton>
              ))}
            </List>
          </Card>
          {article}
        </Stack>
      )}
    </Box>
  );
}
