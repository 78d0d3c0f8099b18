import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { Alert, Box, Button, Chip, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TRAINING_KIND_LABEL, type PresetFile } from '@shared/api/training';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { useTrainingDetail } from '../api/training';
import { ClassResults } from '../components/class-results';
import { PresetFileDialog } from '../components/preset-file-dialog';
import { PassChip } from '../components/result-table';
import { KindBadge } from '../components/training-card';
import { InstructionsAndSteps, PresetFileView } from '../components/training-brief';
import { detailPathOf, doPathOf } from '../../../config/training-paths';
import { timeText } from '../links';

/** AI实验详情 (/classpro/aitraining/detail/:id/:studentCourseId): the training, 开始实验, and the class's results. */
export default function TrainingDetailPage() {
  const params = useParams();
  const id = Number(params.id) || 0;
  const sc = Number(params.studentCourseId) || 0;
  const navigate = useNavigate();
  const q = useTrainingDetail(id, sc);
  const [editing, setEditing] = useState<PresetFile | null>(null);
  const firstClass = q.data?.myClasses[0]?.studentCourseId;
  // A teacher lands on their first class: its preset files and its students' results.
  useEffect(() => {
    if (!sc && firstClass) void navigate(detailPathOf(id, firstClass), { replace: true });
  }, [sc, firstClass, id, navigate]);

  if (q.isPending) return <Skeleton variant="rounded" height={360} sx={{ m: 3 }} />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  const t = q.data;
  const current = t.myClasses.find((c) => c.studentCourseId === t.studentCourseId);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5, gridTemplateColumns: { md: 'minmax(0, 1fr) 360px' } }}>
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Stack direction="row" spacing={2} alignItems="center">
            <KindBadge kind={t.kind} size={56} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {t.title}
              </Typography>
              <Stack direction="row" spacing={0.75} sx={{ mt: 0.75 }} useFlexGap flexWrap="wrap">
                <Chip
                  size="small"
                  label={TRAINING_KIND_LABEL[t.kind]}
                  color={t.kind === 'python' ? 'primary' : 'success'}
                />
                <Chip size="small" label={t.subject} />
                <Chip size="small" label={t.grade} />
                <Chip size="small" variant="outlined" label={`约 ${t.minutes} 分钟`} />
              </Stack>
            </Box>
            <Button
              size="large"
              variant="contained"
              disableElevation
              startIcon={<PlayArrowRounded />}
              component={AppLink}
              to={doPathOf(t.kind, t.id, t.studentCourseId)}
            >
              开始实验
            </Button>
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t.summary}
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: 1.5 }}>
            实验说明
          </Typography>
          <InstructionsAndSteps instructions={t.instructions} steps={t.steps} />
        </Paper>
        {current && (
          <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="班级学生结果">
            <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: 1.5 }}>
              班级学生结果
            </Typography>
            <ClassResults trainingId={t.id} studentCourseId={current.studentCourseId} />
          </Paper>
        )}
      </Stack>
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        {t.myClasses.length > 0 && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="班级"
              value={t.studentCourseId ?? ''}
              onChange={(e) => void navigate(detailPathOf(t.id, Number(e.target.value)), { replace: true })}
            >
              {t.myClasses.map((c) => (
                <MenuItem key={c.studentCourseId} value={c.studentCourseId}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              学生从这个班级的课程进入实验时，使用下方的预置文件，结果会显示在“班级学生结果”中。
            </Typography>
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: 1.5 }}>
            预置文件
          </Typography>
          <Stack spacing={2}>
            {t.presetFiles.map((f) => (
              <PresetFileView
                key={f.name}
                f={f}
                action={
                  current &&
                  f.content !== undefined && (
                    <Button size="small" onClick={() => setEditing(f)}>
                      为本班修改
                    </Button>
                  )
                }
              />
            ))}
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: 1 }}>
            我的最近结果
          </Typography>
          {t.myResult ? (
            <Stack direction="row" spacing={1} alignItems="center">
              <PassChip passed={t.myResult.passed} />
              <Typography variant="body2">得分 {t.myResult.score}</Typography>
              <Typography variant="body2" color="text.secondary">
                {timeText(t.myResult.createdAt)}
              </Typography>
            </Stack>
          ) : (
            <Alert severity="info" variant="outlined">
              还没有提交过结果，点击“开始实验”动手试一试。
            </Alert>
          )}
        </Paper>
      </Stack>
      {editing && current && (
        <PresetFileDialog
          trainingId={t.id}
          classId={current.classId}
          className={current.name}
          name={editing.name}
          content={editing.content ?? ''}
          overridden={editing.overridden}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
