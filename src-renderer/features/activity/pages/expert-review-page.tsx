import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Card,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { ReviewItem } from '@shared/api/activity';
import { Msg } from '@shared/rules/messages';
import { PageLoading } from '../../../components/page-loading';
import { useReviewList } from '../api/review';
import { MarkPanel } from '../components/mark-panel';
import { WorkFiles, WorkFileThumb } from '../components/work-files';
import { fmtDate, PHASE } from '../labels';

/**
 * /activity/expert/review/:activityId/:expertToken — an invited expert scores the activity's works without an
 * account: the token in the route reaches only this activity, until it expires or is revoked. The same screen is
 * /expert/review?activityId= for an expert signed in with an account. Each work shows its files (pictures, videos,
 * documents: 查看作品 opens them full size, a video in the player, a PDF rendered) and this expert's own scores;
 * other experts' scores stay hidden (the average shows once marked). Review is blind: pupils' names and schools show
 * only once the results are out.
 */
export default function ExpertReviewPage() {
  const p = useParams();
  const [search] = useSearchParams();
  // The invitation link carries the activity and token in the route; an expert account (/expert/review) picks the
  // activity by query and sends its own token.
  const activityId = Number(p.activityId ?? search.get('activityId'));
  const token = p.expertToken || undefined;
  const review = useReviewList(activityId, token);
  const [viewing, setViewing] = useState<ReviewItem | null>(null);
  if (review.isPending) return <PageLoading />;
  if (review.isError)
    return (
      <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Alert severity="error">{review.error.message || Msg.expertTokenInvalid}</Alert>
      </Box>
    );
  const r = review.data;
  const open = r.activity.phase === 'REVIEWING';
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh', pb: 6 }}>
      <Box sx={{ background: 'linear-gradient(120deg,#2459dc,#3d6be0)', color: '#fff', px: 4, py: 4 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          作品评审 · {r.activity.name}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.95 }} data-testid="review-progress">
          {r.expertName}，已评 {r.reviewedCount}/{r.total} 件 · 评审截止 {fmtDate(r.activity.reviewEnd)}
        </Typography>
      </Box>
      <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', p: 3 }}>
        {!open && <Alert severity="info">当前{PHASE[r.activity.phase].label}，不能评分</Alert>}
        {r.blind && (
          <Alert severity="info" data-testid="blind-review">
            匿名评审：作者姓名和学校在结果公布后显示，请只依据作品本身评分。
          </Alert>
        )}
        {r.list.map((w) => (
          <Card key={w.workId} elevation={0} sx={{ p: 2.5, borderRadius: 3 }} data-testid="review-item">
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} alignItems="center">
                  <Typography variant="h6">{w.title}</Typography>
                  {w.myMark ? <Chip size="small" color="success" label="已评" /> : <Chip size="small" label="待评" />}
                </Stack>
                {!r.blind && (
                  <Typography variant="body2" color="text.secondary">
                    {w.authors.join('、')} · {w.schoolName}
                  </Typography>
                )}
                {w.description && (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {w.description}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap alignItems="center">
                  {w.files.map((f) => (
                    <ButtonBase
                      key={f.url}
                      onClick={() => setViewing(w)}
                      aria-label={`查看 ${f.name || w.title}`}
                      sx={{ borderRadius: 1 }}
                    >
                      <WorkFileThumb file={{ ...f, name: f.name || w.title }} size={160} />
                    </ButtonBase>
                  ))}
                  {w.files.length > 0 && (
                    <Button variant="outlined" onClick={() => setViewing(w)}>
                      查看作品
                    </Button>
                  )}
                </Stack>
              </Box>
              <Box sx={{ width: { md: 360 } }}>
                <MarkPanel
                  item={w}
                  activityId={activityId}
                  criteria={r.criteria}
                  expertToken={token}
                  disabled={!open}
                />
              </Box>
            </Stack>
          </Card>
        ))}
      </Stack>
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} maxWidth="md" fullWidth>
        <DialogTitle>{viewing?.title}</DialogTitle>
        <DialogContent dividers>
          {viewing && (
            <Stack spacing={2}>
              {viewing.description && <Typography>{viewing.description}</Typography>}
              <WorkFiles files={viewing.files} title={viewing.title} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setViewing(null)}>关闭</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
