import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import {
  Box,
  InputAdornment,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PagePager } from '../../../components/page-pager';
import { useCourses } from '../api/boutique';
import { CourseCard, courseGridSx } from '../components/course-card';
import { PageTitle } from '../../../components/page-title';
import { WalletButton } from '../components/wallet-button';

const PAGE_SIZE = 12;
/** The 全部 tab (MUI tabs take no empty value). */
const ALL = '__all__';
type Price = '' | 'FREE' | 'PAID';

/**
 * 精品课 (/classpro/onlineClass): the catalogue of video courses for teachers, by category tab, keyword and price,
 * with the wallet's balance. The tab and the keyword are kept in the URL (?category=&keyword=).
 */
export default function OnlineClassPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const [price, setPrice] = useState<Price>('');
  const [page, setPage] = useState(1);
  const courses = useCourses({
    category: category || undefined,
    keyword: keyword || undefined,
    price: price || undefined,
    pageNum: page,
    pageSize: PAGE_SIZE,
  });
  const setParam = (name: string, value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
    setPage(1);
  };
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="精品课" subtitle="名师精品课程，助力教师专业成长" actions={<WalletButton />} />
      <Tabs
        value={category || ALL}
        onChange={(_, v: string) => setParam('category', v === ALL ? '' : v)}
        variant="scrollable"
        scrollButtons={false}
        aria-label="课程分类"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value={ALL} label="全部" />
        {(courses.data?.categories ?? []).map((c) => (
          <Tab key={c} value={c} label={c} />
        ))}
      </Tabs>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2.5, flexWrap: 'wrap', rowGap: 1.5 }}>
        <Box
          component="form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setParam('keyword', typed.trim());
          }}
          sx={{ flex: '1 1 280px', maxWidth: 420 }}
        >
          <TextField
            size="small"
            fullWidth
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              if (!e.target.value) setParam('keyword', '');
            }}
            placeholder="搜索课程名称、讲师"
            slotProps={{
              htmlInput: { 'aria-label': '搜索课程', maxLength: 30, enterKeyHint: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={price}
          onChange={(_, v: Price | null) => {
            setPrice(v ?? '');
            setPage(1);
          }}
          aria-label="价格"
        >
          <ToggleButton value="">全部</ToggleButton>
          <ToggleButton value="FREE">免费</ToggleButton>
          <ToggleButton value="PAID">付费</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {courses.isPending ? (
        <Box sx={courseGridSx}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={260} />
          ))}
        </Box>
      ) : courses.isError ? (
        <ErrorState onRetry={() => void courses.refetch()} retrying={courses.isFetching} />
      ) : courses.data.list.length === 0 ? (
        <EmptyState text={keyword ? `没有找到与“${keyword}”相关的课程` : '暂无课程'} />
      ) : (
        <>
          <Box sx={courseGridSx} role="list" aria-label="课程列表">
            {courses.data.list.map((c) => (
              <Box role="listitem" key={c.id}>
                <CourseCard course={c} />
              </Box>
            ))}
          </Box>
          <PagePager total={courses.data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} sx={{ mt: 3 }} />
        </>
      )}
    </Box>
  );
}
