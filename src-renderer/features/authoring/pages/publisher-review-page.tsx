import {
  Alert,
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LectureNoteArticle } from '../../../components/lecture-note-article';
import { fmtTime } from '../labels';
import { useApprove, useReturn, useReview, useReviews } from '../api/authoring';
import { EditionHistory } from '../components/edition-history';
import { TaskStatusChip } from '../components/task-status-chip';
import { ListButton } from '../../../components/list-button';

/**
 * /publisher/review and /digitalbooks/authreview (?writingTaskId=) — submissions of the publisher's authors: the
 * note teachers read today beside the submitted one; approve (publishes a new edition) or return with comments.
 */
export default function PublisherReviewPage() {
  const [params, setParams] = useSearchParams();
  const reviews = useReviews();
  const chosen = Number(params.get('writingTaskId')) || reviews.data?.[0]?.id || 0;
  const detail = useReview(chosen);
  const approve = useApprove();
  const back = useReturn();
  const [comment, setComment] = useState<string | null>(null);
  const d = detail.data;
  return (
    <Box sx={{ p: 3, maxWidth: 1440, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        讲义审核
      </Typography>
      <Stack direction="row" spacing={3} alignItems="flex-start">
        <Card variant="outlined" sx={{ borderRadius: 3, width: 300, flexShrink: 0 }}>
          <List aria-label="提交记录">
            {reviews.data?.map((t) => (
              <ListButton
                key={t.id}
                selected={t.id === chosen}
                onClick={() => setParams({ writingTaskId: String(t.id) }, { replace: true })}
              >
                <ListItemText
                  primary={`${t.lessonTitle} · ${t.authorName}`}
                  secondary={`${t.bookTitle} · ${fmtTime(t.submittedAt)}`}
                />
                <TaskStatusChip status={t.status} />
              </ListButton>
            ))}
            {!reviews.data?.length && (
              <ListItem>
                <ListItemText sx={{ color: 'text.secondary' }} primary="暂无提交" />
              </ListItem>
            )}
          </List>
        </Card>
        {d && (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography>
                  {d.task.bookTitle} · {d.task.lessonTitle} · 作者 {d.task.authorName} · 已发布 {d.editions} 版
                </Typography>
                <EditionHistory key={d.task.id} taskId={d.task.id} history={d.history} />
              </Stack>
              {d.task.status === 'pending' && (
                <Stack direction="row" spacing={1}>
                  <Button color="error" variant="outlined" onClick={() => setComment('')}>
                    退回修改
                  </Button>
                  <Button variant="contained" disabled={approve.isPending} onClick={() => approve.mutate(d.task.id)}>
                    审核通过
                  </Button>
                </Stack>
              )}
            </Stack>
            {d.task.comment && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                退回意见：{d.task.comment}
              </Alert>
            )}
            <Grid container spacing={2}>
              <Grid size={6}>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  当前版本{d.published ? `：${d.published.title}` : '（新讲义）'}
                </Typography>
                <Card variant="outlined" sx={{ borderRadius: 3, p: 3, bgcolor: 'grey.50' }}>
                  {d.published ? (
                    <LectureNoteArticle html={d.published.html} title="当前版本" />
                  ) : (
                    <Typography color="text.secondary">该课时还没有讲义</Typography>
                  )}
                </Card>
              </Grid>
              <Grid size={6}>
                <Typography color="primary" sx={{ mb: 1 }}>
                  提交版本：{d.submitted.title}
                </Typography>
                <Card variant="outlined" sx={{ borderRadius: 3, p: 3, borderColor: 'primary.light' }}>
                  <LectureNoteArticle html={d.submitted.html} title="提交版本" />
                </Card>
              </Grid>
            </Grid>
          </Box>
        )}
      </Stack>
      <Dialog open={comment !== null} onClose={() => setComment(null)} fullWidth maxWidth="sm">
        <DialogTitle>退回修改</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label="退回意见"
            value={comment ?? ''}
            onChange={(e) => setComment(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setComment(null)}>取消</Button>
          <Button
            variant="contained"
            color="error"
            disabled={!comment?.trim() || !d}
            onClick={() =>
              back.mutate(
                { writingTaskId: d!.task.id, comment: comment!.trim() },
                { onSuccess: () => setComment(null) },
              )
            }
          >
            退回
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
