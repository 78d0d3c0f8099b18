import { Box, Card, CardActionArea, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { RESOURCE_KIND_LABEL } from '@shared/rules/resources';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { to } from '../../../config/paths';
import { useSpecials } from '../api/resources';
import { SpecialView } from '../components/special-view';

/** /classpro/special — 专题: topics that gather resources, courses and live lessons around a theme; ?id= opens one. */
export default function SpecialPage() {
  const id = Number(useSearchParams()[0].get('id'));
  if (Number.isInteger(id) && id > 0) return <SpecialView id={id} />;
  return <SpecialList />;
}

function SpecialList() {
  const q = useSpecials();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        专题
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        围绕一个主题汇集课件、视频、教案和直播课，方便开展主题教学和班会活动
      </Typography>
      {q.isPending ? (
        <Stack spacing={2}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Stack>
      ) : q.isError ? (
        <ErrorState onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : q.data.length === 0 ? (
        <EmptyState />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 2.5 }}>
          {q.data.map((s) => (
            <Card key={s.id} sx={{ borderRadius: 3, bgcolor: s.color, color: '#fff' }} elevation={0}>
              <CardActionArea component={AppLink} to={to.special(s.id)} sx={{ p: 3, height: '100%' }}>
                <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
                  {s.title}
                </Typography>
                <Typography sx={{ mt: 1, opacity: 0.9, minHeight: '3em' }}>{s.summary}</Typography>
                <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" sx={{ mt: 2 }} alignItems="center">
                  <Typography variant="body2" sx={{ mr: 1, fontWeight: 600 }}>
                    {s.resourceCount} 个资源
                  </Typography>
                  {s.kinds.map((k) => (
                    <Chip
                      key={k}
                      size="small"
                      label={RESOURCE_KIND_LABEL[k]}
                      sx={{ bgcolor: 'rgba(0,0,0,.22)', color: '#fff' }}
                    />
                  ))}
                </Stack>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
