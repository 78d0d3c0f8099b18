import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { ClassResource } from '@shared/api/resources';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { to } from '../../../config/paths';
import { useClassResources } from '../api/resources';
import { dayText } from '../labels';
import { ResourceCard } from '../components/resource-card';

/**
 * 班级资源 (the mobile reader area's `classResource`): what the teachers shared to the student's classes, newest
 * first, grouped by class; each opens its preview.
 */
export default function ClassResourcePage() {
  const q = useClassResources();
  if (q.isPending)
    return (
      <Stack alignItems="center" sx={{ py: 8 }}>
        <CircularProgress size={28} />
      </Stack>
    );
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  if (!q.data.list.length) return <EmptyState text="老师还没有分享资源到班级" />;
  const byClass = new Map<string, ClassResource[]>();
  for (const r of q.data.list) byClass.set(r.className, [...(byClass.get(r.className) ?? []), r]);
  return (
    <Box sx={{ pt: 1.5, pb: 3, px: 1.5 }}>
      {[...byClass].map(([name, list]) => (
        <Box key={name} component="section" aria-label={name} sx={{ mb: 2.5 }}>
          <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700, mb: 1, px: 0.5 }}>
            {name}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 1.5 }}>
            {list.map((r) => (
              <ResourceCard
                key={r.id}
                r={r}
                to={to.readerResource(r.id)}
                extra={`${r.sharedBy} 分享于 ${dayText(r.sharedAt)}`}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
