import { Box, Card, CardActionArea, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { mediaUrl } from '../../../platform/media';
import { useRegistered } from '../api/activity';
import { fmtDate, PHASE } from '../labels';

/** /classpro/myActivity — the activities the teacher registered for, with their works and best rank. */
export default function MyActivityPage() {
  const list = useRegistered();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        我的活动
      </Typography>
      {list.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : (list.data?.total ?? 0) === 0 ? (
        <EmptyState text="还没有报名活动，去活动中心看看" />
      ) : (
        <Stack spacing={2}>
          {list.data!.list.map((r) => (
            <Card key={r.activityId} variant="outlined" sx={{ borderRadius: 3 }} data-testid="registered-activity">
              <CardActionArea
                onClick={() => navigate(`/activity/detail/${r.activityId}`)}
                sx={{ display: 'flex', justifyContent: 'flex-start', p: 2, gap: 2 }}
              >
                <Box
                  component="img"
                  src={mediaUrl(r.cover)}
                  alt=""
                  sx={{ width: 200, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2 }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {r.name}
                    </Typography>
                    <Chip size="small" label={PHASE[r.phase].label} color={PHASE[r.phase].color} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    报名：{r.registeredAs} · {fmtDate(r.registerTime)} · 提交截止 {fmtDate(r.submissionEnd)}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="registered-summary">
                    已提交 {r.workCount} 件作品{r.bestRank != null ? ` · 最好名次 第${r.bestRank}名` : ''}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
