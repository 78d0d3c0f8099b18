import { Box, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PagePager } from '../../../components/page-pager';
import { useLessons } from '../api/live';
import { LessonCard, lessonGridSx } from '../components/lesson-card';
import { PageTitle } from '../../../components/page-title';

const PAGE_SIZE = 12;

/** 全部课程 (/classpro/skyClass/allCourse/:id): every lesson of one live course. */
export default function AllCoursePage() {
  const courseId = Number(useParams().id) || 0;
  const [page, setPage] = useState(1);
  const lessons = useLessons({ courseId: courseId || undefined, pageNum: page, pageSize: PAGE_SIZE });
  const name = lessons.data?.list[0]?.courseName;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title={name ?? '全部课程'} subtitle={lessons.data ? `共 ${lessons.data.total} 节直播课` : undefined} />
      {!courseId ? (
        <EmptyState text="课程不存在" />
      ) : lessons.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : lessons.isError ? (
        <ErrorState onRetry={() => void lessons.refetch()} retrying={lessons.isFetching} />
      ) : lessons.data.list.length === 0 ? (
        <EmptyState text="该课程暂无直播课" />
      ) : (
        <>
          <Box sx={lessonGridSx}>
            {lessons.data.list.map((l) => (
              <LessonCard key={l.id} lesson={l} />
            ))}
          </Box>
          <PagePager total={lessons.data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} sx={{ mt: 3 }} />
        </>
      )}
    </Box>
  );
}
