import { Alert, Avatar, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { COMMENT_MAX, type LessonInfo } from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import { beijing } from '../../../platform/dayjs';
import { notify } from '../../../platform/notify';
import { useAsk, useExchange } from '../api/live';

/** 课后交流: the lesson's questions and the teacher's answers; a class that applied asks once it has started. */
export function Exchange({ lesson }: { lesson: LessonInfo }) {
  const list = useExchange(lesson.id);
  const ask = useAsk();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const canAsk = lesson.myClasses.length > 0 && lesson.status !== 'NOT_STARTED';
  const submit = () => {
    setError('');
    ask.mutate(
      { lessonId: lesson.id, content: text },
      {
        onSuccess: () => {
          setText('');
          notify.success(Msg.liveAsked);
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Box component="section" aria-label="课后交流">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        课后交流
      </Typography>
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        {(list.data ?? []).length === 0 && (
          <Typography variant="body2" color="text.secondary">
            暂无交流，课后可以向老师提问
          </Typography>
        )}
        {(list.data ?? []).map((m) => (
          <Stack key={m.id} direction="row" spacing={1.5} alignItems="flex-start">
            <Avatar sx={{ width: 32, height: 32, bgcolor: m.role === 'TEACHER' ? 'primary.main' : 'grey.400' }}>
              {m.authorName.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {m.authorName}
                </Typography>
                {m.role === 'TEACHER' && <Chip size="small" color="primary" label="主讲老师" />}
                <Typography variant="caption" color="text.secondary">
                  {beijing(m.createdAt).format('M月D日 HH:mm')}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {m.content}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
      {canAsk ? (
        <Stack spacing={1}>
          <TextField
            multiline
            minRows={2}
            placeholder="向老师提问，或分享班级的学习收获"
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX, 'aria-label': '提问内容' } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Box>
            <Button variant="contained" disableElevation disabled={ask.isPending || !text.trim()} onClick={submit}>
              提交
            </Button>
          </Box>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {lesson.myClasses.length ? Msg.liveAskBeforeStart : Msg.liveAskNotApplied}
        </Typography>
      )}
    </Box>
  );
}
