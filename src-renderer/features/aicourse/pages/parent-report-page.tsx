import { Box, Button, Card, Chip, Rating, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { mediaUrl } from '../../../platform/media';
import { useParentCourse, useParentReport } from '../api/parent';
import { UnitTrainingsCard } from '../components/unit-trainings-card';

const STATUS = { DONE: '已学完', CURRENT: '学习中', TODO: '未开始' } as const;

/**
 * /parent/course/report/:aicourseId/:studentCourseId/:unitId — what the child learnt, the unit's AI lab trainings,
 * their works, comments.
 */
export default function ParentReportPage() {
  const p = useParams();
  const [scId, unitId] = [Number(p.studentCourseId), Number(p.unitId)];
  const report = useParentReport(scId, unitId);
  const course = useParentCourse(scId);
  const navigate = useNavigate();
  if (report.isPending) return <PageLoading />;
  if (report.isError) return <ErrorState onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  const r = report.data;
  const task = r.sections.find((s) => s.kind === 'TASK' || s.kind === 'WORKS') ?? r.sections[0];
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
        <Typography color="text.secondary" variant="body2">
          {r.childName} · {r.className} · {r.courseTitle}
        </Typography>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 1 }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            第{r.unit.order}单元 {r.unit.title}
          </Typography>
          <Chip size="small" color={r.status === 'DONE' ? 'success' : 'default'} label={STATUS[r.status]} />
        </Stack>
      </Card>
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
        <Typography fontWeight={700} gutterBottom>
          学习内容
        </Typography>
        {r.unit.goals.map((g) => (
          <Typography key={g} variant="body2" sx={{ py: 0.25 }}>
            · {g}
          </Typography>
        ))}
      </Card>
      <UnitTrainingsCard sectionIds={r.sections.map((s) => s.id)} studentCourseId={scId} />
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }} data-testid="child-works">
        <Typography fontWeight={700} gutterBottom>
          孩子的作品
        </Typography>
        {r.works.length === 0 && <Typography color="text.secondary">本单元暂无作品</Typography>}
        {r.works.map((w) => (
          <Box key={w.id} sx={{ mb: 2 }}>
            <Box component="img" src={mediaUrl(w.url)} alt={w.name || '作品'} sx={thumb} />
            {w.praised && <Chip size="small" color="warning" label="老师表扬" sx={{ ml: 1 }} />}
            <Rating value={w.stars} readOnly size="small" sx={{ mt: 1 }} />
            {w.comment && <Typography variant="body2">老师评语：{w.comment}</Typography>}
          </Box>
        ))}
      </Card>
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
        <Typography fontWeight={700} gutterBottom>
          课后作业
        </Typography>
        {r.homework.map((h) => (
          <Stack key={h.id} direction="row" spacing={1} sx={{ mb: 1 }} data-testid="homework-item">
            {h.photos.map((u) => (
              <Box key={u} component="img" src={mediaUrl(u)} alt="作业" sx={thumb} />
            ))}
          </Stack>
        ))}
        {task && course.data && (
          <Button
            fullWidth
            variant="contained"
            onClick={() =>
              navigate(`/parent/course/homework/${p.aicourseId}/${scId}/${unitId}/${task.id}/${course.data.classId}`)
            }
          >
            {r.homework.length > 0 ? '再次提交作业' : '提交作业'}
          </Button>
        )}
      </Card>
    </Stack>
  );
}

const thumb = { width: 96, height: 96, objectFit: 'cover', borderRadius: 2, bgcolor: '#eef2f8', flexShrink: 0 };
