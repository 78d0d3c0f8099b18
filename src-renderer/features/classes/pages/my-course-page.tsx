import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CardGiftcardRoundedIcon from '@mui/icons-material/CardGiftcardRounded';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import type { PlannedLesson } from '@shared/api/aicourse';
import type { StudentCourseItem } from '@shared/api/courses';
import { appActions } from '../../../state/app-slice';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Timing, useThrottled } from '../../../platform/timing';
import { useStudentCourses } from '../../../api/courses/student-courses';
import { usePlanCourses } from '../api/lesson-plan';
import { CourseCard } from '../components/course-card';
import { CourseStats } from '../components/course-stats';
import { PageTitle } from '../../../components/page-title';
import { TeacherList } from '../components/teacher-list';
import { UpcomingLessons } from '../components/upcoming-lessons';

// The two dialogs load when first opened (this page is where a signed-in teacher lands: the entry's budget); once
// loaded they stay mounted so that closing animates.
const TeacherInfoDialog = lazy(() =>
  import('../components/teacher-info-dialog').then((m) => ({ default: m.TeacherInfoDialog })),
);
const UnitProgressDialog = lazy(() =>
  import('../components/unit-progress-dialog').then((m) => ({ default: m.UnitProgressDialog })),
);

/** Groups the list (already ordered by class) into one section per class. */
function byClass(items: StudentCourseItem[]) {
  const groups = new Map<number, { className: string; schoolName: string; items: StudentCourseItem[] }>();
  for (const it of items) {
    const g = groups.get(it.classId) ?? { className: it.className, schoolName: it.schoolName, items: [] };
    g.items.push(it);
    groups.set(it.classId, g);
  }
  return [...groups.entries()];
}

/**
 * The detail screen of a course: the AI classroom of the card's class (a course run by two classes has one card per
 * class, and each opens its own class at its own saved place), or the live course's lessons.
 */
const detailPath = (c: StudentCourseItem) =>
  c.courseType === 'AI_COURSE'
    ? `${generatePath(paths.classroom, { courseId: String(c.courseId) })}?studentCourseId=${c.studentCourseId}`
    : generatePath(paths.skyClassAll, { id: String(c.courseId) });

/**
 * My courses (/classpro/myCourse): the coming week's lessons, the teacher's courses by class with their weekly plans,
 * next lessons and unit progress, the teaching figures per class, and the teachers.
 */
export default function MyCoursePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const channel = useAppSelector((s) => s.app.channel);
  const location = useAppSelector((s) => s.app.locationName);
  const courses = useStudentCourses(channel === 'aigc' ? location : undefined);
  const groups = useMemo(() => byClass(courses.data ?? []), [courses.data]);
  const [teacherId, setTeacherId] = useState<number | null>(null);
  const openDetail = useThrottled((c: StudentCourseItem) => navigate(detailPath(c)), Timing.detailMs);
  const plans = usePlanCourses();
  const planOf = useMemo(() => new Map((plans.data ?? []).map((p) => [p.studentCourseId, p])), [plans.data]);
  const [unitsOf, setUnitsOf] = useState<StudentCourseItem | null>(null);
  const [opened, setOpened] = useState({ units: false, teacher: false });
  if ((unitsOf && !opened.units) || (teacherId !== null && !opened.teacher))
    setOpened({ units: opened.units || unitsOf !== null, teacher: opened.teacher || teacherId !== null });
  // 上课 opens the classroom at that class; it resumes at the unit the class reached.
  const teach = (l: PlannedLesson) =>
    navigate(`${generatePath(paths.classroom, { courseId: String(l.courseId) })}?studentCourseId=${l.studentCourseId}`);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle
        mb={3}
        title="我的课程"
        subtitle={courses.data ? `共 ${courses.data.length} 门班级课程` : undefined}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<CardGiftcardRoundedIcon />}
              onClick={() => dispatch(appActions.openDialog('redeemCourse'))}
            >
              兑换课程
            </Button>
            <Button
              variant="contained"
              disableElevation
              startIcon={<AddRoundedIcon />}
              onClick={() => dispatch(appActions.openDialog('addCourse'))}
            >
              添加课程
            </Button>
          </>
        }
      />
      <UpcomingLessons onTeach={teach} />
      {courses.isPending ? (
        <Stack direction="row" spacing={2}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" width={300} height={240} />
          ))}
        </Stack>
      ) : courses.isError ? (
        <ErrorState onRetry={() => void courses.refetch()} retrying={courses.isFetching} />
      ) : groups.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack spacing={4}>
          {groups.map(([classId, g]) => (
            <Box key={classId} component="section" aria-label={g.className}>
              <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1.5 }}>
                <GroupsOutlinedIcon color="primary" />
                <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
                  {g.className}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {g.schoolName} · {g.items.length}门课程
                </Typography>
              </Stack>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: {
                    xs: 'repeat(auto-fill, minmax(260px, 1fr))',
                    xl: 'repeat(auto-fill, minmax(max(340px, calc((100% - 40px) / 3)), 1fr))',
                  },
                  gap: 2.5,
                }}
              >
                {g.items.map((c) => (
                  <CourseCard
                    key={c.studentCourseId}
                    course={c}
                    plan={planOf.get(c.studentCourseId)}
                    onOpen={() => openDetail(c)}
                    onUnits={() => setUnitsOf(c)}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
      <CourseStats />
      {opened.units && (
        <Suspense fallback={null}>
          <UnitProgressDialog
            studentCourseId={unitsOf?.studentCourseId ?? null}
            title={unitsOf ? `${unitsOf.className} ${unitsOf.title}` : ''}
            onClose={() => setUnitsOf(null)}
          />
        </Suspense>
      )}
      <Box component="section" aria-label="名师推荐" sx={{ mt: 5 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          名师推荐
        </Typography>
        <TeacherList onOpen={setTeacherId} />
      </Box>
      {opened.teacher && (
        <Suspense fallback={null}>
          <TeacherInfoDialog teacherId={teacherId} onClose={() => setTeacherId(null)} />
        </Suspense>
      )}
    </Box>
  );
}
