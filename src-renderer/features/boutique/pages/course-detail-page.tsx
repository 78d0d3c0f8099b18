import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { Alert, Avatar, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { generatePath, useNavigate, useParams } from 'react-router';
import { yuan } from '@shared/api/boutique';
import { Msg } from '@shared/rules/messages';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { notify } from '../../../platform/notify';
import { useCourse, useJoin } from '../api/boutique';
import { BuyDialog } from '../components/buy-dialog';
import { CourseProgress } from '../components/course-progress';
import { LessonList } from '../components/lesson-list';
import { PageTitle } from '../../../components/page-title';
import { WalletButton } from '../components/wallet-button';
import { durationLabel } from '../labels';
import { hues } from '../../../config/colors';

/**
 * 课程详情 (/classpro/onlineClass/detail/:id): cover, lecturer, price, introduction and the chapter list; 免费学习
 * joins a free course, 购买 pays a paid one from the wallet, 继续学习 opens the player where the teacher left off.
 */
export default function CourseDetailPage() {
  const id = Number(useParams().id) || 0;
  const course = useCourse(id);
  const join = useJoin();
  const navigate = useNavigate();
  const [buying, setBuying] = useState(false);
  const learn = (lesson?: number) =>
    navigate(generatePath(paths.onlineClassLearn, { id: String(id) }) + (lesson ? `?lesson=${lesson}` : ''));
  if (!id) return <EmptyState text={Msg.boutiqueCourseNotFound} />;
  if (course.isPending) return <Skeleton variant="rounded" sx={{ m: 3 }} height={420} />;
  if (course.isError)
    return course.error.message ? (
      <Box sx={{ p: 3 }}>
        <Alert severity="warning">{course.error.message}</Alert>
      </Box>
    ) : (
      <ErrorState onRetry={() => void course.refetch()} retrying={course.isFetching} />
    );
  const c = course.data;
  const started = c.progress.completed > 0 || c.lessons.some((l) => l.position > 0.5);
  const action = c.joined ? (
    <Button variant="contained" size="large" disableElevation onClick={() => learn()}>
      {started ? '继续学习' : '开始学习'}
    </Button>
  ) : c.price === 0 ? (
    <Button
      variant="contained"
      size="large"
      disableElevation
      disabled={join.isPending}
      onClick={() =>
        join.mutate(id, {
          onSuccess: () => {
            notify.success(Msg.boutiqueJoined);
            learn();
          },
        })
      }
    >
      免费学习
    </Button>
  ) : (
    <Button variant="contained" size="large" disableElevation color="warning" onClick={() => setBuying(true)}>
      购买 {yuan(c.price)}
    </Button>
  );
  const fact = (label: string, value: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1400 }}>
      <PageTitle
        title="课程详情"
        subtitle={
          <Button component={AppLink} to={paths.onlineClass} startIcon={<ArrowBackRoundedIcon />} size="small">
            返回精品课
          </Button>
        }
        actions={<WalletButton />}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, mb: 3 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 420px) 1fr' }, gap: 3 }}>
          <Box
            component="img"
            src={mediaUrl(c.cover)}
            alt=""
            sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, display: 'block' }}
          />
          <Stack spacing={1.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1}>
              <Chip label={c.category} size="small" color="primary" variant="outlined" />
              {c.joined && <Chip label={c.price ? '已购买' : '已加入'} size="small" color="success" />}
            </Stack>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {c.title}
            </Typography>
            <Typography color="text.secondary">{c.summary}</Typography>
            <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {fact('讲师', c.lecturer)}
              {fact('课时', `${c.lessonCount}课时`)}
              {fact('时长', durationLabel(c.totalSeconds))}
              {fact('学习人数', `${c.learners}人`)}
            </Stack>
            {c.joined && <CourseProgress progress={c.progress} />}
            <Stack direction="row" spacing={2} alignItems="center" sx={{ pt: 1 }}>
              {!c.joined && (
                <Typography variant="h5" sx={{ fontWeight: 700, color: c.price ? hues.orange : 'success.main' }}>
                  {c.price ? yuan(c.price) : '免费'}
                </Typography>
              )}
              {action}
            </Stack>
          </Stack>
        </Box>
      </Paper>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' }, gap: 3 }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Paper variant="outlined" component="section" aria-label="课程介绍" sx={{ p: 2.5, borderRadius: 3 }}>
            <Typography variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              课程介绍
            </Typography>
            <Typography sx={{ lineHeight: 1.9, whiteSpace: 'pre-line' }}>{c.introduction}</Typography>
          </Paper>
          <Paper variant="outlined" component="section" aria-label="讲师介绍" sx={{ p: 2.5, borderRadius: 3 }}>
            <Typography variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              讲师介绍
            </Typography>
            <Stack direction="row" spacing={2} alignItems="flex-start">
              <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 22 }}>
                {c.lecturer.slice(0, 1)}
              </Avatar>
              <Box>
                <Typography sx={{ fontWeight: 600 }}>
                  {c.lecturer}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    {c.lecturerTitle}
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.8 }}>
                  {c.lecturerIntro}
                </Typography>
              </Box>
            </Stack>
          </Paper>
        </Stack>
        <Paper
          variant="outlined"
          component="section"
          aria-label="课程目录"
          sx={{ p: 2, borderRadius: 3, alignSelf: 'start' }}
        >
          <Typography variant="h6" sx={{ fontWeight: 700, mb: 1, px: 1 }}>
            课程目录
          </Typography>
          <LessonList lessons={c.lessons} onPick={c.joined ? (l) => learn(l) : undefined} />
          {!c.joined && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 1, mt: 1 }}>
              {c.price ? '购买后即可观看全部课时' : '加入学习后即可观看全部课时'}
            </Typography>
          )}
        </Paper>
      </Box>
      {buying && <BuyDialog course={c} open onClose={() => setBuying(false)} onBought={() => setBuying(false)} />}
    </Box>
  );
}
