import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import LiveTvRoundedIcon from '@mui/icons-material/LiveTvRounded';
import SmartToyRoundedIcon from '@mui/icons-material/SmartToyRounded';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { generatePath } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../platform/http';
import { useSpecial } from '../api/resources';
import { ResourceCard, resourceGridSx } from './resource-card';

/** One topic: its banner, the live lessons and AI courses that fit it, and its resources. */
export function SpecialView({ id }: { id: number }) {
  const q = useSpecial(id);
  const back = (
    <Button component={AppLink} to={paths.special} startIcon={<ArrowBackRoundedIcon />} sx={{ mb: 1.5 }}>
      全部专题
    </Button>
  );
  if (q.isPending) return <PageLoading />;
  if (q.isError)
    return (
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        {back}
        {q.error instanceof ApiError ? (
          <Alert severity="warning">{q.error.message}</Alert>
        ) : (
          <ErrorState onRetry={() => void q.refetch()} retrying={q.isFetching} />
        )}
      </Box>
    );
  const s = q.data;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      {back}
      <Paper elevation={0} sx={{ bgcolor: s.color, color: '#fff', borderRadius: 3, p: { xs: 2.5, sm: 4 }, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {s.title}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.92, maxWidth: 760 }}>{s.description || s.summary}</Typography>
        {s.links.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 2.5 }}>
            {s.links.map((l) => (
              <Button
                key={l.path}
                component={AppLink}
                to={l.path}
                variant="contained"
                disableElevation
                startIcon={l.kind === 'LIVE' ? <LiveTvRoundedIcon /> : <SmartToyRoundedIcon />}
                sx={{ bgcolor: 'rgba(255,255,255,.18)', '&:hover': { bgcolor: 'rgba(255,255,255,.28)' } }}
              >
                {l.kind === 'LIVE' ? '直播课' : 'AI 双师课'}：{l.title}
              </Button>
            ))}
          </Stack>
        )}
      </Paper>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        专题资源（{s.resources.length}）
      </Typography>
      {s.resources.length === 0 ? (
        <EmptyState />
      ) : (
        <Box sx={resourceGridSx}>
          {s.resources.map((r) => (
            <ResourceCard key={r.id} r={r} to={generatePath(paths.myResourceDetail, { id: String(r.id) })} />
          ))}
        </Box>
      )}
    </Box>
  );
}
