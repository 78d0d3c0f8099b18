import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { activityPass, tokens } from '../../../platform/storage';
import { usePraise, useWork } from '../api/activity';
import { WorkFiles } from '../components/work-files';
import { PHASE } from '../labels';

/** /activity/work/:activityId/:workId — one work (open without signing in): its pictures, authors, rank and praise. */
export default function WorkPage() {
  const p = useParams();
  const workId = Number(p.workId);
  const work = useWork(workId, Number(p.activityId) || undefined);
  const praise = usePraise();
  const navigate = useNavigate();
  const signedIn = tokens.has('teacher') || tokens.has('parent') || !!activityPass.get(Number(p.activityId));
  if (work.isPending) return <PageLoading />;
  if (work.isError) return <ErrorState onRetry={() => void work.refetch()} retrying={work.isFetching} />;
  const w = work.data;
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh', py: 3 }}>
      <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', px: 2 }}>
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => navigate(`/activity/detail/${w.activityId}`)}>
          ← {w.activityName}
        </Button>
        <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
          <Stack direction="row" alignItems="center" spacing={1.5} flexWrap="wrap" useFlexGap>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {w.title}
            </Typography>
            <Chip label={`第${w.rank}名`} color={w.rank <= 3 ? 'warning' : 'default'} data-testid="work-rank" />
            <Chip label={PHASE[w.phase].label} variant="outlined" />
            {w.finalScore != null && <Chip label={`得分 ${w.finalScore}`} color="success" />}
            <Box sx={{ flex: 1 }} />
            <Button
              variant={w.praised ? 'contained' : 'outlined'}
              color="error"
              startIcon={w.praised ? <FavoriteRoundedIcon /> : <FavoriteBorderRoundedIcon />}
              disabled={!signedIn || w.mine || praise.isPending}
              onClick={() => praise.mutate({ activityId: w.activityId, workId, praise: !w.praised })}
              data-testid="work-praise"
            >
              {w.praised ? '已赞' : '点赞'} {w.praiseCount}
            </Button>
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            作者：{w.authors.join('、')} · {w.schoolName}
          </Typography>
          {w.description && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{w.description}</Typography>}
        </Card>
        <WorkFiles files={w.files} title={w.title} />
      </Stack>
    </Box>
  );
}
