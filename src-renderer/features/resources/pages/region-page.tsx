import { Box, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PagePager } from '../../../components/page-pager';
import { to } from '../../../config/paths';
import { useRegionList } from '../api/resources';
import { RegionFrame } from '../components/region-frame';
import { ResourceCard, resourceGridSx } from '../components/resource-card';
import { NO_FILTERS, queryOf, ResourceFilters, type Filters } from '../components/resource-filters';

const PAGE_SIZE = 12;

/** /chuanEdu — 川教资源: the region's curated catalogue by type, subject and grade, open without signing in. */
export default function RegionPage() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const list = useRegionList({ ...queryOf(filters), pageNum: page, pageSize: PAGE_SIZE });
  return (
    <RegionFrame>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        资源目录
      </Typography>
      <ResourceFilters
        value={filters}
        onChange={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <Box sx={resourceGridSx}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={190} />
          ))}
        </Box>
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.list.length === 0 ? (
        <EmptyState text="没有符合条件的资源" />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            共 {list.data.total} 个资源
          </Typography>
          <Box sx={resourceGridSx}>
            {list.data.list.map((r) => (
              <ResourceCard key={r.id} r={r} to={to.chuanEduDetail(r.id)} />
            ))}
          </Box>
          <PagePager total={list.data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} sx={{ mt: 3 }} />
        </>
      )}
    </RegionFrame>
  );
}
