import {
  Box,
  Button,
  Card,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { fmtTime } from '../labels';
import { useAuthorTasks } from '../api/authoring';
import { TaskStatusChip } from '../components/task-status-chip';

/** /author/task (and /author/lectureNotes: the same tasks as the author's notes per book and lesson). */
export default function AuthorTaskPage() {
  const tasks = useAuthorTasks();
  const navigate = useNavigate();
  const notes = useLocation().pathname.endsWith('lectureNotes');
  if (!tasks.data) return <Skeleton variant="rounded" sx={{ m: 3 }} height={300} />;
  return (
    <Box sx={{ p: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {notes ? '我的讲义' : '写作任务'}
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <Table aria-label={notes ? '我的讲义' : '写作任务'}>
          <TableHead>
            <TableRow>
              <TableCell>教材</TableCell>
              <TableCell>课时</TableCell>
              <TableCell>讲义</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>审核意见</TableCell>
              <TableCell>更新时间</TableCell>
              <TableCell align="right">操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tasks.data.map((t) => (
              <TableRow key={t.id} data-testid="author-task">
                <TableCell>{t.bookTitle}</TableCell>
                <TableCell>{t.lessonTitle}</TableCell>
                <TableCell>{t.draftTitle || '—'}</TableCell>
                <TableCell>
                  <TaskStatusChip status={t.status} />
                </TableCell>
                <TableCell sx={{ color: 'error.main', maxWidth: 240 }}>{t.comment}</TableCell>
                <TableCell>{fmtTime(t.updatedAt)}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} justifyContent="flex-end">
                    <Button
                      size="small"
                      variant="contained"
                      disabled={t.status === 'pending'}
                      onClick={() => void navigate(`/author/lectureNotesEditor?writingTaskId=${t.id}`)}
                    >
                      编写讲义
                    </Button>
                    <Button
                      size="small"
                      onClick={() => void navigate(`/author/lectureNotesPreview?writingTaskId=${t.id}`)}
                    >
                      预览
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
            {!tasks.data.length && (
              <TableRow>
                <TableCell colSpan={7} align="center" sx={{ color: 'text.secondary', py: 6 }}>
                  暂无写作任务
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}
