import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import { Box, Button, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { INFORMATION_TYPE_LABELS, INFORMATION_TYPES, type InformationType } from '@shared/api/community';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { openHelpWindow } from '../../../components/open-help';
import { PagePager } from '../../../components/page-pager';
import { paths } from '../../../config/paths';
import { useInformationList } from '../api/community';
import { InformationCard } from '../components/information-card';
import { InformationDetail } from '../components/information-detail';

const PAGE_SIZE = 10;
const isType = (v: string | null): v is InformationType => INFORMATION_TYPES.includes(v as InformationType);

/**
 * /community (open without signing in): the platform's notices and education news by type (?type=), paged (?page=),
 * and one item's text (?id=). The tab, page and item live in the URL so that a link can be shared.
 */
export default function CommunityPage() {
  const [params, setParams] = useSearchParams();
  const type = isType(params.get('type')) ? (params.get('type') as InformationType) : undefined;
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const id = Number(params.get('id')) || 0;
  const list = useInformationList({ type, pageNum, pageSize: PAGE_SIZE });
  const set = (next: Record<string, string | number | undefined>) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(next)) if (v) out[k] = String(v);
    setParams(out);
  };
  const counts = list.data?.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const label = (text: string, n: number | undefined) => (
    <span>
      {text}
      {n !== undefined && (
        <Box component="span" sx={{ ml: 0.5, fontSize: 12, color: 'text.secondary' }} aria-hidden>
          {n}
        </Box>
      )}
    </span>
  );
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh' }}>
      <Box sx={{ background: 'linear-gradient(120deg,#1f4fd1,#3d6be0)', color: '#fff' }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          alignItems={{ xs: 'flex-start', sm: 'flex-end' }}
          justifyContent="space-between"
          spacing={2}
          sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}
        >
          <Box>
            <Typography variant="h4" component={id ? 'p' : 'h1'} sx={{ fontWeight: 700, fontSize: { xs: 26, md: 34 } }}>
              社区资讯
            </Typography>
            <Typography sx={{ mt: 1, opacity: 0.92 }}>平台通知公告、教育资讯与各校教研动态</Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button color="inherit" startIcon={<HelpOutlineRoundedIcon />} onClick={() => openHelpWindow()}>
              帮助中心
            </Button>
            <Button
              variant="contained"
              disableElevation
              href={`#${paths.classpro}`}
              sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: '#eef3ff' } }}
            >
              进入平台
            </Button>
          </Stack>
        </Stack>
      </Box>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
        {id ? (
          <InformationDetail id={id} onBack={() => set({ type, page: pageNum > 1 ? pageNum : undefined })} />
        ) : (
          <>
            <Tabs
              value={type ?? 'ALL'}
              onChange={(_, v: string) => set({ type: v === 'ALL' ? undefined : v })}
              variant="scrollable"
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab value="ALL" label={label('全部', total)} />
              {INFORMATION_TYPES.map((t) => (
                <Tab key={t} value={t} label={label(INFORMATION_TYPE_LABELS[t], counts?.[t])} />
              ))}
            </Tabs>
            {list.isPending ? (
              <Stack spacing={2}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} variant="rounded" height={130} />
                ))}
              </Stack>
            ) : list.isError ? (
              <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
            ) : list.data.list.length === 0 ? (
              <EmptyState text={type ? `暂无${INFORMATION_TYPE_LABELS[type]}` : '暂无资讯'} />
            ) : (
              <>
                <Stack spacing={2}>
                  {list.data.list.map((item) => (
                    <InformationCard
                      key={item.id}
                      item={item}
                      onOpen={() => set({ type, page: pageNum, id: item.id })}
                    />
                  ))}
                </Stack>
                <PagePager
                  total={list.data.total}
                  pageSize={PAGE_SIZE}
                  page={pageNum}
                  onChange={(p) => set({ type, page: p })}
                  sx={{ mt: 3 }}
                />
              </>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
