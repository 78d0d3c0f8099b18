import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { mediaUrl } from '../../../platform/media';
import { appActions } from '../../../state/app-slice';
import { useAppDispatch } from '../../../state/store';
import { useCoursePackages } from '../api/center';
import { useAiCourse, useAiUnits } from '../api/course';
import { ApplyTrialDialog } from '../components/apply-trial-dialog';
import { CourseResources } from '../components/course-resources';
import { PackageCard, packagePath } from '../components/package-card';
import { UnitOutline } from '../components/unit-outline';

/**
 * /classpro/course/detail/:categoryId — what an AI course teaches, its units, team, the caller's classes and the
 * packages it belongs to.
 */
export default function CourseDetailPage() {
  const id = Number(useParams().categoryId);
  const course = useAiCourse(id);
  const units = useAiUnits(id);
  const packages = useCoursePackages(id);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [applying, setApplying] = useState(false);
  if (course.isPending) return <PageLoading />;
  if (course.isError) return <ErrorState onRetry={() => void course.refetch()} retrying={course.isFetching} />;
  const c = course.data;
  return (
    <Stack spacing={3} sx={{ p: 3, maxWidth: 1200, mx: 'auto' }}>
      <ApplyTrialDialog open={applying} onClose={() => setApplying(false)} courseId={c.id} courseTitle={c.title} />
      <Card elevation={0} sx={{ p: 3, borderRadius: 3, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Box
          component="img"
          src={mediaUrl(c.coverUrl)}
          alt={c.title}
          sx={{ width: 360, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, bgcolor: '#eef2f8' }}
        />
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 280 }}>
          <Typography variant="h5" fontWeight={700}>
            {c.title}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Chip label={c.subject} color="primary" size="small" />
            <Chip label={c.gradeRange} size="small" />
            <Chip label={`${c.unitCount}个单元 · ${c.lessonCount}课时`} size="small" />
          </Stack>
          <Typography color="text.secondary">{c.description}</Typography>
          <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
            {c.entitled ? (
              <Button variant="contained" onClick={() => dispatch(appActions.openDialog('addCourse'))}>
                添加到班级
              </Button>
            ) : (
              <Button variant="contained" disabled={c.applied} onClick={() => setApplying(true)}>
                {c.applied ? '已申请试用' : '申请试用'}
              </Button>
            )}
            <Button variant="outlined" onClick={() => navigate(`/course/team/${id}`)}>
              教师团队
            </Button>
          </Stack>
        </Stack>
      </Card>
      {c.goals.length > 0 && (
        <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
          <Typography variant="h6" gutterBottom>
            课程目标
          </Typography>
          {c.goals.map((g) => (
            <Typography key={g} sx={{ py: 0.5 }}>
              · {g}
            </Typography>
          ))}
        </Card>
      )}
      {c.classes.length > 0 && (
        <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
          <Typography variant="h6" gutterBottom>
            已添加的班级
          </Typography>
          <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
            {c.classes.map((k) => (
              <Button
                key={k.studentCourseId}
                variant="outlined"
                data-testid="course-class"
                onClick={() => navigate(`/classpro/classroom/${c.id}?studentCourseId=${k.studentCourseId}`)}
              >
                {k.className} · 去上课
              </Button>
            ))}
          </Stack>
        </Card>
      )}
      <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
        <Typography variant="h6" gutterBottom>
          单元目录
        </Typography>
        {units.data ? <UnitOutline units={units.data} /> : <PageLoading />}
      </Card>
      <CourseResources aicourseId={c.id} entitled={c.entitled} />
      {Boolean(packages.data?.length) && (
        <Box component="section" aria-label="所属课程包">
          <Typography variant="h6" gutterBottom>
            所属课程包
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2.5 }}>
            {packages.data!.map((p) => (
              <PackageCard key={p.id} pkg={p} onOpen={() => navigate(packagePath(p))} />
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
