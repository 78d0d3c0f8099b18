import { Box, Card, CardActionArea, Chip, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { useExpertActivities } from '../api/review';
import { fmtDate, PHASE } from '../labels';

/** /expert/home — the activities this expert reviews, with their progress; one opens its review list. */
export default function ExpertHomePage() {
  const list = useExpertActivities();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: 3, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        我的评审
      </Typography>
      {list.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : !list.data?.length ? (
        <EmptyState text="暂无需要评审的活动" />
      ) : (
        <Stack spacing={2}>
          {list.data.map((a) => (
            <Card key={a.activityId} variant="outlined" sx={{ borderRadius: 3 }} data-testid="expert-activity">
              <CardActionArea
                onClick={() => navigate(`${paths.expertReview}?activityId=${a.activityId}`)}
                sx={{ display: 'flex', justifyContent: 'flex-start', gap: 2, p: 2 }}
              >
                <Box
                  component="img"
                  src={mediaUrl(a.cover)}
                  alt=""
                  sx={{ width: 200, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2 }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Typography sx={{ fontWeight: 600 }}>{a.name}</Typography>
                    <Chip size="small" label={PHASE[a.phase].label} color={PHASE[a.phase].color} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    评审截止 {fmtDate(a.reviewEnd)} · 已评 {a.reviewedCount}/{a.workCount} 件
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={a.workCount ? (a.reviewedCount / a.workCount) * 100 : 0}
                    aria-label={`${a.name} 评审进度`}
                    sx={{ mt: 1, height: 6, borderRadius: 3 }}
                  />
                </Box>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
