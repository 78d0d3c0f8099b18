import { Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { LectureNoteArticle } from '../../../components/lecture-note-article';
import { useNoteDraft } from '../api/authoring';
import { TaskStatusChip } from '../components/task-status-chip';

/** /author/lectureNotesPreview?writingTaskId= — the draft exactly as teachers will read it (same article component). */
export default function LectureNotesPreviewPage() {
  const [params] = useSearchParams();
  const taskId = Number(params.get('writingTaskId')) || 0;
  const draft = useNoteDraft(taskId);
  const navigate = useNavigate();
  if (!draft.data) return <Skeleton variant="rounded" sx={{ m: 3 }} height={500} />;
  const { task } = draft.data;
  return (
    <Box sx={{ p: 3, maxWidth: 960, mx: 'auto' }}>
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            讲义预览
          </Typography>
          <TaskStatusChip status={task.status} />
        </Stack>
        <Button
          disabled={task.status === 'pending'}
          onClick={() => void navigate(`/author/lectureNotesEditor?writingTaskId=${taskId}`)}
        >
          返回编辑
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {task.bookTitle} · {task.lessonTitle}（教师看到的效果）
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 4 } }}>
        <LectureNoteArticle html={draft.data.html} title={draft.data.title} />
      </Card>
    </Box>
  );
}
