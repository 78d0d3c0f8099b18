import { Alert, Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBookResources, useNoteDraft, useSaveNote, useSubmitNote } from '../api/authoring';
import { NoteEditor } from '../components/note-editor';
import { TaskStatusChip } from '../components/task-status-chip';

/** /author/lectureNotesEditor?writingTaskId= — write a lesson's lecture note: save a draft, preview, 提交审核. */
export default function LectureNotesEditorPage() {
  const [params] = useSearchParams();
  const taskId = Number(params.get('writingTaskId')) || 0;
  const draft = useNoteDraft(taskId);
  const resources = useBookResources(draft.data?.task.bookId ?? 0);
  const save = useSaveNote();
  const submit = useSubmitNote();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const html = useRef('');
  useEffect(() => {
    if (draft.data) {
      setTitle(draft.data.title);
      html.current = draft.data.html;
    }
  }, [draft.data]);
  if (!taskId) return <Alert severity="error">写作任务不存在</Alert>;
  if (!draft.data) return <Skeleton variant="rounded" sx={{ m: 3 }} height={500} />;
  const { task } = draft.data;
  const saveDraft = () => save.mutateAsync({ writingTaskId: taskId, title, html: html.current });
  const locked = task.status === 'pending';
  return (
    <Box sx={{ p: 3, maxWidth: 1100, mx: 'auto' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          编写讲义
        </Typography>
        <TaskStatusChip status={task.status} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {task.bookTitle} · {task.lessonTitle}
      </Typography>
      {task.comment && task.status === 'returned' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          审核意见：{task.comment}
        </Alert>
      )}
      <TextField fullWidth label="讲义标题" value={title} onChange={(e) => setTitle(e.target.value)} sx={{ mb: 2 }} />
      <NoteEditor
        key={draft.dataUpdatedAt ? taskId : 0}
        initial={draft.data.html}
        onChange={(h) => (html.current = h)}
        resources={resources.data ?? []}
        bookId={task.bookId}
      />
      <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button variant="outlined" disabled={locked || save.isPending} onClick={() => void saveDraft()}>
          保存草稿
        </Button>
        <Button
          variant="outlined"
          disabled={locked}
          onClick={() => void saveDraft().then(() => navigate(`/author/lectureNotesPreview?writingTaskId=${taskId}`))}
        >
          预览
        </Button>
        <Button
          variant="contained"
          disabled={locked || submit.isPending}
          onClick={() =>
            void saveDraft()
              .then(() => submit.mutateAsync(taskId))
              .then(() => navigate('/author/task'))
          }
        >
          提交审核
        </Button>
      </Stack>
    </Box>
  );
}
