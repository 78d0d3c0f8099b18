import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import CollectionsBookmarkRoundedIcon from '@mui/icons-material/CollectionsBookmarkRounded';
import PublicRoundedIcon from '@mui/icons-material/PublicRounded';
import { Box, Button, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { RESOURCE_TABS, type ResourceTab } from '@shared/api/resources';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PagePager } from '../../../components/page-pager';
import { paths } from '../../../config/paths';
import { useResourceList } from '../api/resources';
import { ResourceCard, resourceGridSx } from '../components/resource-card';
import { NO_FILTERS, queryOf, ResourceFilters, type Filters } from '../components/resource-filters';
import { UploadDialog } from '../components/upload-dialog';

const PAGE_SIZE = 12;
const TAB_LABEL: Record<ResourceTab, string> = { ALL: '全部资源', MINE: '我的上传', FAVORITE: '我的收藏' };
const EMPTY: Record<ResourceTab, string> = {
  ALL: '没有符合条件的资源',
  MINE: '你还没有上传资源，点击“上传资源”分享你的课件和教案',
  FAVORITE: '你还没有收藏资源',
};

/** 数字资源 (/classpro/myResource): the library by type, subject and grade, 我的上传 and 我的收藏, and 上传资源. */
export default function MyResourcePage() {
  const [params, setParams] = useSearchParams();
  const tab = RESOURCE_TABS.find((t) => t === params.get('tab')) ?? 'ALL';
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const navigate = useNavigate();
  const list = useResourceList({ tab, ...queryOf(filters), pageNum: page, pageSize: PAGE_SIZE });
  const detail = (id: number) => generatePath(paths.myResourceDetail, { id: String(id) });
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" alignItems="flex-end" justifyContent="space-between" spacing={2} sx={{ mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            数字资源
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            课件、教案、视频、音频、图片和习题，按学科和年级查找，一键分享到班级
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flex: 'none' }}>
          <Button component={AppLink} to={paths.special} startIcon={<CollectionsBookmarkRoundedIcon />}>
            专题
          </Button>
          <Button component={AppLink} to={paths.chuanEdu} startIcon={<PublicRoundedIcon />}>
            川教资源
          </Button>
          <Button
            variant="contained"
            disableElevation
            startIcon={<CloudUploadRoundedIcon />}
            onClick={() => setUploading(true)}
          >
            上传资源
          </Button>
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, v: ResourceTab) => {
          setParams(v === 'ALL' ? {} : { tab: v }, { replace: true });
          setPage(1);
        }}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {RESOURCE_TABS.map((t) => (
          <Tab key={t} value={t} label={TAB_LABEL[t]} />
        ))}
      </Tabs>
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
        <EmptyState text={EMPTY[tab]} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            共 {list.data.total} 个资源
          </Typography>
          <Box sx={resourceGridSx}>
            {list.data.list.map((r) => (
              <ResourceCard key={r.id} r={r} to={detail(r.id)} />
            ))}
          </Box>
          <PagePager total={list.data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} sx={{ mt: 3 }} />
        </>
      )}
      {uploading && (
        <UploadDialog open onClose={() => setUploading(false)} onSaved={(id) => void navigate(detail(id))} />
      )}
    </Box>
  );
}
