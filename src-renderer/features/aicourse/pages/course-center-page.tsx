import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Box, InputAdornment, MenuItem, Skeleton, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BackTopBar } from '../../../components/back-top-bar';
import { paths } from '../../../config/paths';
import { PagePager } from '../../../components/page-pager';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { usePackages, useSeries } from '../api/center';
import { PackageCard, packagePath } from '../components/package-card';

const GRADES = ['', '一年级', '二年级', '三年级', '四年级', '五年级', '六年级'];
const SUBJECTS = ['', '信息科技', '科学', '数学', '语文', '综合实践'];
const PAGE_SIZE = 12;

/** /course — the course centre: course series and their packages, filtered by grade, subject and keyword. */
export default function CourseCenterPage() {
  const navigate = useNavigate();
  const series = useSeries();
  const [seriesId, setSeriesId] = useState(0);
  const [grade, setGrade] = useState('');
  const [subject, setSubject] = useState('');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const packages = usePackages({
    seriesId: seriesId || undefined,
    grade: grade || undefined,
    subject: subject || undefined,
    keyword: search || undefined,
    pageNum,
    pageSize: PAGE_SIZE,
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNum(1);
    };
  const total = packages.data?.total ?? 0;
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh' }}>
      <BackTopBar title="课程中心" fallback={paths.classpro} />
      <Box sx={{ background: 'linear-gradient(120deg,#2459dc,#3d6be0)', color: '#fff', px: 4, py: 5 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          课程中心
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>AI 双师课程按系列成包，按年级和学科找到适合班级的课程</Typography>
      </Box>
      <Box sx={{ maxWidth: 1280, mx: 'auto', px: 3, py: 3 }}>
        <Tabs
          value={seriesId}
          onChange={(_e, v: number) => reset(setSeriesId)(v)}
          variant="scrollable"
          sx={{ mb: 2 }}
          aria-label="课程系列"
        >
          <Tab value={0} label="全部系列" />
          {(series.data ?? []).map((s) => (
            <Tab key={s.id} value={s.id} label={`${s.name}（${s.packageCount}）`} />
          ))}
        </Tabs>
        <Stack direction="row" spacing={2} sx={{ mb: 3 }} flexWrap="wrap" useFlexGap>
          <TextField
            select
            size="small"
            label="年级"
            value={grade}
            onChange={(e) => reset(setGrade)(e.target.value)}
            sx={{ minWidth: 140 }}
          >
            {GRADES.map((g) => (
              <MenuItem key={g} value={g}>
                {g || '全部年级'}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="学科"
            value={subject}
            onChange={(e) => reset(setSubject)(e.target.value)}
            sx={{ minWidth: 140 }}
          >
            {SUBJECTS.map((s) => (
              <MenuItem key={s} value={s}>
                {s || '全部学科'}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            placeholder="搜索课程包"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && reset(setSearch)(keyword.trim())}
            onBlur={() => reset(setSearch)(keyword.trim())}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ minWidth: 240 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }} data-testid="package-total">
            共 {total} 个课程包
          </Typography>
        </Stack>
        {packages.isPending ? (
          <Skeleton variant="rounded" height={240} />
        ) : packages.isError ? (
          <ErrorState onRetry={() => void packages.refetch()} retrying={packages.isFetching} />
        ) : total === 0 ? (
          <EmptyState text="没有符合条件的课程包" />
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2.5 }}>
            {packages.data.list.map((p) => (
              <PackageCard key={p.id} pkg={p} onOpen={() => navigate(packagePath(p))} />
            ))}
          </Box>
        )}
        <PagePager total={total} pageSize={PAGE_SIZE} page={pageNum} onChange={setPageNum} sx={{ mt: 3 }} />
      </Box>
    </Box>
  );
}
