import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import SkipNextRoundedIcon from '@mui/icons-material/SkipNextRounded';
import SkipPreviousRoundedIcon from '@mui/icons-material/SkipPreviousRounded';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { generatePath, useParams, useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { useCourse } from '../api/boutique';
import { CourseProgress } from '../components/course-progress';
import { LessonList } from '../components/lesson-list';
import { LessonPlayer } from '../components/lesson-player';
import { durationLabel, startLesson } from '../labels';

/**
 * 课程学习 (/classpro/onlineClass/learn/:id?lesson=): the lesson in the player beside the course's lessons and the
 * teacher's progress. It opens the lesson asked for, else the last watched, else the first not completed (?from=start:
 * the first lesson, to study a finished course again); at the end of a lesson the next one plays.
 */
export default function LearnPage() {
  const id = Number(useParams().id) || 0;
  const [params, setParams] = useSearchParams();
  const course = useCourse(id);
  const [autoPlay, setAutoPlay] = useState(false);
  const detail = generatePath(paths.onlineClassDetail, { id: String(id) });
  if (!id) return <EmptyState text={Msg.boutiqueCourseNotFound} />;
  if (course.isPending) return <Skeleton variant="rounded" sx={{ m: 3 }} height={480} />;
  if (course.isError)
    return course.error.message ? (
      <Box sx={{ p: 3 }}>
        <Alert severity="warning">{course.error.message}</Alert>
      </Box>
    ) : (
      <ErrorState onRetry={() => void course.refetch()} retrying={course.isFetching} />
    );
  const c = course.data;
  if (!c.joined)
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="info"
          action={
            <Button component={AppLink} to={detail} size="small">
              查看课程
            </Button>
          }
        >
          {Msg.boutiqueJoinFirst}
        </Alert>
      </Box>
    );
  const currentId =
    params.get('from') === 'start' && !params.get('lesson')
      ? c.lessons[0]?.id
      : startLesson(c.lessons, Number(params.get('lesson')) || null, c.lastLessonId);
  const index = c.lessons.findIndex((l) => l.id === currentId);
  const lesson = c.lessons[index];
  const pick = (lessonId: number, play: boolean) => {
    setAutoPlay(play);
    setParams({ lesson: String(lessonId) }, { replace: true });
  };
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1600 }}>
      <Button component={AppLink} to={detail} startIcon={<ArrowBackRoundedIcon />} size="small" sx={{ mb: 1 }}>
        课程详情
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {c.title}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(320px, 380px)' }, gap: 3 }}
      >
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          {lesson ? (
            <>
              <Box sx={{ maxWidth: 'calc((100vh - 260px) * 16 / 9)', width: '100%' }}>
                <LessonPlayer
                  key={lesson.id}
                  courseId={c.id}
                  lesson={lesson}
                  autoPlay={autoPlay}
                  onEnded={() => {
                    const next = c.lessons[index + 1];
                    if (next) pick(next.id, true);
                  }}
                />
              </Box>
              <Stack direction="row" alignItems="center" spacing={1}>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
                  第{index + 1}课时 · {lesson.title}
                </Typography>
                <Button
                  size="small"
                  startIcon={<SkipPreviousRoundedIcon />}
                  disabled={index <= 0}
                  onClick={() => pick(c.lessons[index - 1]!.id, true)}
                >
                  上一课时
                </Button>
                <Button
                  size="small"
                  endIcon={<SkipNextRoundedIcon />}
                  disabled={index >= c.lessons.length - 1}
                  onClick={() => pick(c.lessons[index + 1]!.id, true)}
                >
                  下一课时
                </Button>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {c.lecturer} · {c.lecturerTitle} · 时长 {durationLabel(lesson.seconds)}
              </Typography>
            </>
          ) : (
            <EmptyState text="本课程暂无课时" />
          )}
        </Stack>
        <Paper
          variant="outlined"
          component="section"
          aria-label="课时列表"
          sx={{ p: 2, borderRadius: 3, alignSelf: 'start' }}
        >
          <Typography variant="subtitle1" sx={{ fontWeight: 700, px: 1 }}>
            课程目录
          </Typography>
          <Box sx={{ px: 1, py: 1.5 }}>
            <CourseProgress progress={c.progress} label="课程进度" />
          </Box>
          <LessonList lessons={c.lessons} current={lesson?.id} onPick={(l) => pick(l, true)} label="课时" />
        </Paper>
      </Box>
    </Box>
  );
}
