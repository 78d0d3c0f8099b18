import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { useChildActivities, useChildBooks } from '../api/child-learning';

/** 阅读进度: each of the child's textbooks with the page the child reached, of how many. */
export function ChildBooks({ childId, name }: { childId: number; name: string }) {
  const books = useChildBooks(childId);
  const list = books.data ?? [];
  if (!books.isPending && list.length === 0) return null;
  return (
    <Paper elevation={0} sx={{ p: 2, borderRadius: 3 }} component="section" aria-label={`${name}的阅读进度`}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {name}的阅读进度
      </Typography>
      <Stack spacing={1.5}>
        {list.map((b) => {
          const r = b.reading;
          const pct = r && r.pageCount ? Math.min(100, Math.round((r.page / r.pageCount) * 100)) : 0;
          return (
            <Stack key={b.id} direction="row" spacing={1.5} alignItems="center" data-testid="child-book">
              <Box
                component="img"
                src={mediaUrl(b.cover)}
                alt=""
                sx={{
                  width: 36,
                  height: 48,
                  objectFit: 'cover',
                  borderRadius: 0.5,
                  bgcolor: 'grey.100',
                  flexShrink: 0,
                }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {b.title}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={pct}
                  aria-label={`${b.title} 阅读进度`}
                  sx={{ height: 6, borderRadius: 3, my: 0.5 }}
                />
                <Typography variant="caption" color="text.secondary">
                  {r
                    ? `读到第 ${r.page} 页，共 ${r.pageCount} 页 · ${r.updatedAt.slice(5, 10).replace('-', '月')}日`
                    : '还没有开始读'}
                </Typography>
              </Box>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** 活动作品: the activities the child takes part in, with the number of works and the best rank; opens the activity. */
export function ChildActivities() {
  const regs = useChildActivities();
  const navigate = useNavigate();
  const list = regs.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Paper elevation={0} sx={{ p: 2, borderRadius: 3 }} component="section" aria-label="活动作品">
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        活动作品
      </Typography>
      {list.map((a) => (
        <Stack
          key={a.activityId}
          direction="row"
          spacing={1}
          alignItems="center"
          sx={{ py: 0.75, cursor: 'pointer' }}
          onClick={() => navigate(`${paths.h5}/check-work?activityId=${a.activityId}`)}
          data-testid="child-activity"
        >
          <Typography noWrap sx={{ flex: 1 }}>
            {a.name}（{a.registeredAs}）
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {a.workCount} 件作品{a.bestRank ? ` · 最好第${a.bestRank}名` : ''}
          </Typography>
        </Stack>
      ))}
    </Paper>
  );
}
