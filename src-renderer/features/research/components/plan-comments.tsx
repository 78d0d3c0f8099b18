import { Alert, Avatar, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { PLAN_COMMENT_MAX, type LessonPlan } from '@shared/api/research';
import { Msg } from '@shared/rules/messages';
import { notify } from '../../../platform/notify';
import { useComment, useDeleteComment } from '../api/research';
import { personName, relativeTime } from '../labels';

/** 评论: the plan's comments, oldest first, the caller's own deletable, and a box to add one. */
export function PlanComments({ plan }: { plan: LessonPlan }) {
  const comment = useComment();
  const remove = useDeleteComment();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    setError('');
    comment.mutate(
      { planId: plan.id, content: text },
      {
        onSuccess: () => {
          setText('');
          notify.success(Msg.researchCommented);
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Box component="section" aria-label="评论" sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        评论（{plan.comments.length}）
      </Typography>
      <Stack spacing={2} sx={{ mb: 2 }}>
        {plan.comments.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            还没有评论，来说说你的看法吧
          </Typography>
        )}
        {plan.comments.map((c) => (
          <Stack key={c.id} direction="row" spacing={1.5} alignItems="flex-start" data-testid="plan-comment">
            <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: c.mine ? 'primary.main' : 'grey.400' }}>
              {c.authorName.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {personName(c.authorName, c.mine)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {relativeTime(c.createdAt)}
                </Typography>
                {c.mine && (
                  <Button
                    size="small"
                    color="inherit"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(c.id, { onSuccess: () => notify.success(Msg.researchCommentDeleted) })}
                    sx={{ minWidth: 0, px: 0.5, color: 'text.secondary', fontSize: 12 }}
                  >
                    删除
                  </Button>
                )}
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {c.content}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
      <Stack spacing={1}>
        <TextField
          multiline
          minRows={2}
          placeholder="写下你的评课意见或改进建议"
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: PLAN_COMMENT_MAX, 'aria-label': '评论内容' } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="caption" color="text.secondary">
            {text.length}/{PLAN_COMMENT_MAX}
          </Typography>
          <Button variant="contained" disableElevation disabled={comment.isPending || !text.trim()} onClick={submit}>
            发表评论
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
