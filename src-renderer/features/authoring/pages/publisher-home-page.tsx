import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAssignTask, useBookLessons, useCreateInvite, usePublisherHome } from '../api/authoring';
import { TaskStatusChip } from '../components/task-status-chip';

/** /publisher/home — the publisher's books with reading figures, authors, pending reviews; invite and assign. */
export default function PublisherHomePage() {
  const home = usePublisherHome();
  const invite = useCreateInvite();
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [assigning, setAssigning] = useState(false);
  if (!home.data) return <Skeleton variant="rounded" sx={{ m: 3 }} height={400} />;
  const h = home.data;
  const stat = (label: string, value: number, testid: string) => (
    <Grid size={{ xs: 6, md: 3 }}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent>
          <Typography color="text.secondary">{label}</Typography>
          <Typography variant="h4" sx={{ fontWeight: 700 }} data-testid={testid}>
            {value}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
  return (
    <Box sx={{ p: 3, maxWidth: 1200, mx: 'auto' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {h.publisherName}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() =>
              invite.mutate(undefined, {
                onSuccess: (r) =>
                  setLink(`${location.origin}${location.pathname}#${paths.authorInvite}?token=${r.token}`),
              })
            }
          >
            邀请作者
          </Button>
          <Button variant="outlined" onClick={() => setAssigning(true)}>
            分配写作任务
          </Button>
          <Button variant="contained" onClick={() => void navigate(paths.publisherReview)}>
            审核讲义（{h.pendingReviews}）
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        {stat('教材', h.books.length, 'stat-books')}
        {stat('作者', h.authors.length, 'stat-authors')}
        {stat('待审核', h.pendingReviews, 'stat-pending')}
        {stat(
          '阅读人数',
          h.books.reduce((n, b) => n + b.readerCount, 0),
          'stat-readers',
        )}
      </Grid>
      <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
        我的教材
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <Table size="small" aria-label="我的教材">
          <TableHead>
            <TableRow>
              <TableCell>教材</TableCell>
              <TableCell align="right">课时</TableCell>
              <TableCell align="right">讲义</TableCell>
              <TableCell align="right">开通学校</TableCell>
              <TableCell align="right">阅读人数</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {h.books.map((b) => (
              <TableRow key={b.id}>
                <TableCell>{b.title}</TableCell>
                <TableCell align="right">{b.lessonCount}</TableCell>
                <TableCell align="right">{b.noteCount}</TableCell>
                <TableCell align="right">{b.schoolCount}</TableCell>
                <TableCell align="right">{b.readerCount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
        作者
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} aria-label="作者">
        {h.authors.map((a) => (
          <Chip key={a.id} label={`${a.displayName}（${a.account}）· ${a.taskCount} 个任务`} variant="outlined" />
        ))}
        {!h.authors.length && <Typography color="text.secondary">还没有作者，请先邀请作者</Typography>}
      </Stack>
      <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
        写作任务
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <Table size="small" aria-label="写作任务">
          <TableHead>
            <TableRow>
              <TableCell>作者</TableCell>
              <TableCell>教材</TableCell>
              <TableCell>课时</TableCell>
              <TableCell>状态</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {h.tasks.map((t) => (
              <TableRow key={t.id}>
                <TableCell>{t.authorName}</TableCell>
                <TableCell>{t.bookTitle}</TableCell>
                <TableCell>{t.lessonTitle}</TableCell>
                <TableCell>
                  <TaskStatusChip status={t.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Dialog open={!!link} onClose={() => setLink('')} fullWidth maxWidth="sm">
        <DialogTitle>作者邀请链接</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            链接7天内有效，仅可使用一次。请发送给作者。
          </Typography>
          <TextField fullWidth value={link} slotProps={{ htmlInput: { readOnly: true, 'aria-label': '邀请链接' } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void navigator.clipboard?.writeText(link)}>复制链接</Button>
          <Button variant="contained" onClick={() => setLink('')}>
            完成
          </Button>
        </DialogActions>
      </Dialog>
      {assigning && <AssignDialog onClose={() => setAssigning(false)} />}
    </Box>
  );
}

function AssignDialog({ onClose }: { onClose: () => void }) {
  const home = usePublisherHome();
  const [bookId, setBookId] = useState(0);
  const [lessonId, setLessonId] = useState(0);
  const [authorId, setAuthorId] = useState(0);
  const lessons = useBookLessons(bookId, 'publisher');
  const assign = useAssignTask();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>分配写作任务</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select label="教材" value={bookId || ''} onChange={(e) => setBookId(Number(e.target.value))}>
            {home.data?.books.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="课时" value={lessonId || ''} onChange={(e) => setLessonId(Number(e.target.value))}>
            {lessons.data?.map((l) => (
              <MenuItem key={l.id} value={l.id} disabled={!!l.authorName}>
                {l.unitTitle} · {l.title}
                {l.authorName ? `（${l.authorName}）` : ''}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="作者" value={authorId || ''} onChange={(e) => setAuthorId(Number(e.target.value))}>
            {home.data?.authors.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.displayName}（{a.account}）
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button
          variant="contained"
          disabled={!bookId || !lessonId || !authorId || assign.isPending}
          onClick={() => assign.mutate({ bookId, lessonId, authorId }, { onSuccess: onClose })}
        >
          分配
        </Button>
      </DialogActions>
    </Dialog>
  );
}
