import { Card, Chip, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { useActivity, useMyRank } from '../api/activity';
import { H5Page, h5Link, h5Submitter, SignUpFirst, useActivityIdParam } from '../h5/h5-page';
import { PHASE } from '../labels';

/**
 * /h5/check?activityId= — 成绩查询 on a phone: where each of the caller's works stands among all works (the live rank,
 * its praise) and, once results are out, its expert score.
 */
export default function H5CheckPage() {
  const activityId = useActivityIdParam();
  const who = h5Submitter(activityId);
  const activity = useActivity(activityId);
  const rank = useMyRank(activityId, !!who);
  const navigate = useNavigate();
  const back = h5Link('activity', activityId);
  if (!who) return <SignUpFirst title="成绩查询" activityId={activityId} text="报名并提交作品后可查询成绩" />;
  if (rank.isPending || activity.isPending) return <PageLoading />;
  if (rank.isError || activity.isError)
    return (
      <H5Page title="成绩查询" back={back}>
        <ErrorState onRetry={() => void (rank.refetch(), activity.refetch())} />
      </H5Page>
    );
  const finished = activity.data.phase === 'FINISHED';
  return (
    <H5Page title="成绩查询" back={back}>
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
        <Stack direction="row" alignItems="center" spacing={1}>
          <Typography sx={{ fontWeight: 700, flex: 1 }}>{activity.data.name}</Typography>
          <Chip size="small" label={PHASE[activity.data.phase].label} color={PHASE[activity.data.phase].color} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {finished
            ? '评审结果已公布：按专家评分排名，同分按点赞数。'
            : '评审结果公布前，排名按已有评分和点赞实时变化。'}
          共 {rank.data.total} 件作品。
        </Typography>
      </Card>
      {rank.data.works.length === 0 ? (
        <EmptyState text="还没有提交作品" />
      ) : (
        rank.data.works.map((w) => (
          <Card
            key={w.workId}
            elevation={0}
            sx={{ p: 2, borderRadius: 3, cursor: 'pointer' }}
            onClick={() => navigate(`/activity/work/${activityId}/${w.workId}`)}
            data-testid="h5-rank"
          >
            <Stack direction="row" alignItems="center" spacing={2}>
              <Stack alignItems="center" sx={{ width: 64 }}>
                <Typography variant="h5" color={w.rank <= 3 ? 'warning.main' : 'text.primary'} sx={{ fontWeight: 700 }}>
                  {w.rank}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  名 / {rank.data.total}
                </Typography>
              </Stack>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap sx={{ fontWeight: 600 }}>
                  {w.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {w.praiseCount} 赞 · {w.finalScore != null ? `专家评分 ${w.finalScore}` : '评分待公布'}
                </Typography>
              </Stack>
            </Stack>
          </Card>
        ))
      )}
    </H5Page>
  );
}
