import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import LiveTvRoundedIcon from '@mui/icons-material/LiveTvRounded';
import { Alert, Avatar, Box, Button, Chip, Divider, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { generatePath, useParams } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { useLesson, usePrepare } from '../api/live';
import { ApplyDialog } from '../components/apply-dialog';
import { Exchange } from '../components/exchange';
import { HlsVideo } from '../components/hls-video';
import { StatusChip } from '../components/status-chip';
import { lessonTime } from '../labels';

/**
 * 课程详情 (/classpro/skyClass/lessonInfo/:lessonId): the teacher, time and status; while live the stream, once
 * ended the replay (HLS, full screen for the projector); preparation materials; applying for a class; the exchange.
 */
export default function LessonInfoPage() {
  const lessonId = Number(useParams().lessonId) || 0;
  const lesson = useLesson(lessonId);
  const prepare = usePrepare(lessonId);
  const [applying, setApplying] = useState(false);
  if (!lessonId) return <EmptyState text="课程不存在" />;
  if (lesson.isPending) return <Skeleton variant="rounded" sx={{ m: 3 }} height={420} />;
  if (lesson.isError)
    return lesson.error.message ? (
      <Box sx={{ p: 3 }}>
        <Alert severity="warning">{lesson.error.message}</Alert>
      </Box>
    ) : (
      <ErrorState onRetry={() => void lesson.refetch()} retrying={lesson.isFetching} />
    );
  const l = lesson.data;
  const stream = l.streamUrl ?? l.replayUrl;
  const full = l.applied >= l.capacity;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1400 }}>
      <Button component={AppLink} to={paths.skyClass} startIcon={<ArrowBackRoundedIcon />} size="small" sx={{ mb: 1 }}>
        天空课堂
      </Button>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' }, gap: 3 }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <StatusChip status={l.status} size="medium" />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {l.title}
            </Typography>
          </Stack>
          {stream ? (
            <Box>
              <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
                {l.status === 'LIVE' ? '正在直播' : '课程回放'}
              </Typography>
              <HlsVideo src={mediaUrl(stream)} title={l.title} live={l.status === 'LIVE'} />
            </Box>
          ) : (
            <Paper
              variant="outlined"
              sx={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', bgcolor: 'grey.50', borderRadius: 2 }}
            >
              <Stack alignItems="center" spacing={1}>
                <LiveTvRoundedIcon color="disabled" sx={{ fontSize: 56 }} />
                <Typography color="text.secondary">
                  {l.status === 'NOT_STARTED' ? `直播将于 ${lessonTime(l)} 开始` : '本节课暂无回放'}
                </Typography>
              </Stack>
            </Paper>
          )}
          <Typography variant="body1">{l.description}</Typography>
          <Divider />
          <Exchange lesson={l} />
        </Stack>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <Stack spacing={1.25}>
              <Row label="课程">
                <Link component={AppLink} to={generatePath(paths.skyClassAll, { id: String(l.courseId) })}>
                  {l.courseName}
                </Link>
              </Row>
              <Row label="时间">{lessonTime(l)}（北京时间）</Row>
              <Row label="学科">
                {l.subject} · {l.grade}
              </Row>
              <Row label="名额">
                已预约 {l.applied}/{l.capacity}
              </Row>
              {l.myClasses.length > 0 && (
                <Row label="已预约班级">
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                    {l.myClasses.map((c) => (
                      <Chip key={c.classId} size="small" color="success" label={c.className} />
                    ))}
                  </Stack>
                </Row>
              )}
              <Button
                variant="contained"
                disableElevation
                disabled={l.status === 'ENDED' || full}
                onClick={() => setApplying(true)}
              >
                {l.status === 'ENDED' ? '课程已结束' : full ? '名额已满' : '预约本节课'}
              </Button>
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              主讲老师
            </Typography>
            <Stack direction="row" spacing={1.5} alignItems="center">
              <Avatar>{l.teacherName.slice(0, 1)}</Avatar>
              <Typography sx={{ fontWeight: 600 }}>{l.teacherName}</Typography>
            </Stack>
            {l.teacherIntro && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {l.teacherIntro}
              </Typography>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} component="section" aria-label="课前准备">
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              课前准备
            </Typography>
            {(prepare.data ?? []).length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                本节课无需准备材料
              </Typography>
            ) : (
              <Stack spacing={0.75}>
                {prepare.data!.map((m) => (
                  <Stack key={m.title} direction="row" spacing={1} alignItems="center">
                    <DescriptionOutlinedIcon fontSize="small" color="action" />
                    {m.url ? (
                      <Link href={mediaUrl(m.url)} target="_blank" rel="noopener" variant="body2">
                        {m.title}
                      </Link>
                    ) : (
                      <Typography variant="body2">{m.title}</Typography>
                    )}
                  </Stack>
                ))}
              </Stack>
            )}
          </Paper>
        </Stack>
      </Box>
      {applying && <ApplyDialog lesson={l} open onClose={() => setApplying(false)} />}
    </Box>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 84, flex: 'none' }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}
