import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Button, InputAdornment, Tab, Tabs, TextField } from '@mui/material';
import { useState } from 'react';
import { PagePager } from '../../../components/page-pager';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { useWorks } from '../api/activity';
import { WorkGrid } from '../components/work-grid';
import { H5Page, h5Link, h5Submitter, useActivityIdParam } from './h5-page';

type Sort = 'RANK' | 'NEWEST' | 'PRAISE';
const SORTS: [Sort, string][] = [
  ['RANK', '排行'],
  ['NEWEST', '最新'],
  ['PRAISE', '点赞'],
];

/**
 * An activity's works on a phone, two per row, searchable by title or author, sorted by rank, newest or praise;
 * whoever takes part (signed-in parent or H5 submitter) can praise. /h5/list and /h5/checkPraise (the praise board).
 */
export function WorksBoard(props: { title: string; sort: Sort }) {
  const activityId = useActivityIdParam();
  const [sort, setSort] = useState<Sort>(props.sort);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const works = useWorks(activityId, sort, pageNum, { keyword });
  const who = h5Submitter(activityId);
  return (
    <H5Page title={props.title} back={h5Link('activity', activityId)}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(draft.trim());
          setPageNum(1);
        }}
      >
        <TextField
          fullWidth
          size="small"
          placeholder="搜索作品名称或作者"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          sx={{ bgcolor: '#fff' }}
          slotProps={{
            htmlInput: { maxLength: 30, 'aria-label': '搜索作品' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Button type="submit" size="small" startIcon={<SearchRoundedIcon />}>
                    搜索
                  </Button>
                </InputAdornment>
              ),
            },
          }}
        />
      </form>
      <Tabs
        value={sort}
        onChange={(_e, v: Sort) => {
          setSort(v);
          setPageNum(1);
        }}
        variant="fullWidth"
        sx={{ bgcolor: '#fff', borderRadius: 2 }}
      >
        {SORTS.map(([v, l]) => (
          <Tab key={v} value={v} label={l} />
        ))}
      </Tabs>
      {works.isPending ? (
        <PageLoading />
      ) : works.isError ? (
        <ErrorState onRetry={() => void works.refetch()} retrying={works.isFetching} />
      ) : works.data.list.length === 0 ? (
        <EmptyState text={keyword ? '没有找到相关作品' : '还没有作品'} />
      ) : (
        <WorkGrid
          activityId={activityId}
          works={works.data.list}
          canPraise={!!who}
          sx={{ gridTemplateColumns: '1fr 1fr', gap: 1.5 }}
        />
      )}
      <PagePager total={works.data?.total ?? 0} pageSize={12} page={pageNum} onChange={setPageNum} size="small" />
    </H5Page>
  );
}
