import { Box, Card, CardActionArea, Chip, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ActivityPhase } from '@shared/api/home';
import { PagePager } from '../../../components/page-pager';
import { EmptyState } from '../../../components/empty-state';
import { mediaUrl } from '../../../platform/media';
import { useActivityList } from '../api/activity';
import { fmtDate, PHASE } from '../labels';

const FILTERS: (ActivityPhase | 'ALL')[] = ['ALL', 'REGISTERING', 'SUBMITTING', 'REVIEWING', 'FINISHED'];
const PAGE_SIZE = 12;

/** /activity — the activity centre: every activity by phase; 2, 3 or 4 a row at the 1200 and 1920 breakpoints. */
export default function ActivityCenterPage() {
  const [phase, setPhase] = useState<ActivityPhase | 'ALL'>('ALL');
  const [pageNum, setPageNum] = useState(1);
  const list = useActivityList(phase === 'ALL' ? undefined : phase, pageNum, PAGE_SIZE);
  const navigate = useNavigate();
  const total = list.data?.total ?? 0;
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh' }}>
      <Box sx={{ background: 'linear-gradient(120deg,#a84f00,#c2410c)', color: '#fff', px: 4, py: 5 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          活动中心
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.95 }}>竞赛与展示活动：报名、提交作品、专家评审、结果公布</Typography>
      </Box>
      <Box sx={{ maxWidth: 1600, mx: 'auto', px: 3, py: 3 }}>
        <Tabs value={phase} onChange={(_e, v: typeof phase) => (setPhase(v), setPageNum(1))} sx={{ mb: 2 }}>
          {FILTERS.map((f) => (
            <Tab key={f} value={f} label={f === 'ALL' ? '全部' : PHASE[f].label} />
          ))}
        </Tabs>
        {list.isPending ? (
          <Skeleton variant="rounded" height={240} />
        ) : total === 0 ? (
          <EmptyState />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
            }}
          >
            {list.data!.list.map((a) => (
              <Card key={a.id} variant="outlined" sx={{ borderRadius: 3 }} data-testid="activity-card">
                <CardActionArea onClick={() => navigate(`/activity/detail/${a.id}`)}>
                  <Box
                    component="img"
                    src={mediaUrl(a.cover)}
                    alt=""
                    sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
                  />
                  <Stack spacing={1} sx={{ p: 2 }}>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Chip size="small" label={PHASE[a.phase].label} color={PHASE[a.phase].color} />
                      <Typography variant="body2" color="text.secondary">
                        {fmtDate(a.startTime)} - {fmtDate(a.endTime)}
                      </Typography>
                    </Stack>
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {a.name}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {a.description}
                    </Typography>
                  </Stack>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        )}
        <PagePager total={total} pageSize={PAGE_SIZE} page={pageNum} onChange={setPageNum} sx={{ mt: 3 }} />
      </Box>
    </Box>
  );
}
