import { Box, Button, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { generatePath, useSearchParams } from 'react-router';
import type { MyCourse } from '@shared/api/boutique';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { useMyCourses } from '../api/boutique';
import { CourseProgress } from '../components/course-progress';
import { PageTitle } from '../../../components/page-title';
import { WalletButton } from '../components/wallet-button';
import { whenLabel } from '../labels';

/** 我的精品课 (/classpro/myOnlineClass): the courses the teacher joined or bought, 学习中 / 已学完 (?tab=finished). */
export default function MyOnlineClassPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('tab') === 'finished' ? 'FINISHED' : 'LEARNING';
  const courses = useMyCourses(status);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="我的精品课" subtitle="已加入和已购买的精品课程" actions={<WalletButton />} />
      <Tabs
        value={status}
        onChange={(_, v: string) => setParams(v === 'FINISHED' ? { tab: 'finished' } : {}, { replace: true })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="LEARNING" label="学习中" />
        <Tab value="FINISHED" label="已学完" />
      </Tabs>
      {courses.isPending ? (
        <Stack spacing={2}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Stack>
      ) : courses.isError ? (
        <ErrorState onRetry={() => void courses.refetch()} retrying={courses.isFetching} />
      ) : courses.data.length === 0 ? (
        <EmptyState
          text={status === 'LEARNING' ? '还没有正在学习的课程' : '还没有学完的课程'}
          action={
            <Button component={AppLink} to={paths.onlineClass} variant="outlined">
              去精品课看看
            </Button>
          }
        />
      ) : (
        <Stack spacing={2} role="list" aria-label="我的精品课">
          {courses.data.map((c) => (
            <MyCourseRow key={c.id} course={c} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function MyCourseRow({ course: c }: { course: MyCourse }) {
  const finished = c.status === 'FINISHED';
  // 再次学习 starts the course again from its first lesson; 继续学习 resumes where the teacher left off.
  const learn = generatePath(paths.onlineClassLearn, { id: String(c.id) }) + (finished ? '?from=start' : '');
  return (
    <Paper
      role="listitem"
      aria-label={c.title}
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: 3,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '220px minmax(0, 1fr) auto' },
        gap: 2.5,
        alignItems: 'center',
      }}
    >
      <Box
        component={AppLink}
        to={generatePath(paths.onlineClassDetail, { id: String(c.id) })}
        sx={{ display: 'block', borderRadius: 2, overflow: 'hidden', aspectRatio: '16 / 9' }}
      >
        <Box
          component="img"
          src={mediaUrl(c.cover)}
          alt={c.title}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }} noWrap title={c.title}>
          {c.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {c.category} · {c.lecturer} · {c.lessonCount}课时 · {c.price ? '已购买' : '免费课程'}
        </Typography>
        <Box sx={{ maxWidth: 520 }}>
          <CourseProgress progress={c.progress} label={`${c.title} 学习进度`} />
        </Box>
        <Typography variant="caption" color="text.secondary" noWrap>
          {finished && c.lastWatchedAt
            ? `已全部学完 · 最后学习于 ${whenLabel(c.lastWatchedAt)}`
            : c.lastLessonTitle && c.lastWatchedAt
              ? `上次学到：${c.lastLessonTitle} · ${whenLabel(c.lastWatchedAt)}`
              : `加入于 ${whenLabel(c.joinedAt)}，还没有开始学习`}
        </Typography>
      </Stack>
      <Button
        component={AppLink}
        to={learn}
        variant={finished ? 'outlined' : 'contained'}
        disableElevation
        sx={{ whiteSpace: 'nowrap' }}
      >
        {finished ? '再次学习' : '继续学习'}
      </Button>
    </Paper>
  );
}
