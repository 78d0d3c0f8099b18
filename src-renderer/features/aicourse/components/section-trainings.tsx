import ScienceRounded from '@mui/icons-material/ScienceRounded';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { TRAINING_KIND_LABEL, type TrainingCard } from '@shared/api/training';
import { doPathOf } from '../../../config/training-paths';

/**
 * A section's linked AI lab trainings on the projector stage: each opens its doing view for the class course being
 * taught, so what is checked there is saved for that class (and shows in the training's 班级学生结果).
 */
export function SectionTrainings({
  trainings,
  studentCourseId,
}: {
  trainings: TrainingCard[];
  studentCourseId: number;
}) {
  const navigate = useNavigate();
  if (trainings.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label="本环节实验"
      sx={{ width: '100%', maxWidth: 960, borderRadius: 3, p: 2.5, bgcolor: 'rgba(255,255,255,0.08)' }}
    >
      <Typography sx={{ color: '#9fb0cf', mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <ScienceRounded fontSize="small" /> 本环节实验
      </Typography>
      <Stack spacing={1.5}>
        {trainings.map((t) => (
          <Stack
            key={t.id}
            direction="row"
            spacing={2}
            alignItems="center"
            data-testid="section-training"
            sx={{ bgcolor: 'rgba(255,255,255,0.06)', borderRadius: 2, px: 2, py: 1.5 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography sx={{ fontSize: 24, fontWeight: 700 }}>{t.title}</Typography>
                <Chip size="small" label={TRAINING_KIND_LABEL[t.kind]} sx={{ color: '#fff', bgcolor: '#2f5fb3' }} />
              </Stack>
              <Typography sx={{ color: '#c5d1e6', mt: 0.5 }} noWrap>
                {`${t.subject} · ${t.grade} · ${t.stepCount}个步骤 · 约${t.minutes}分钟 · ${t.summary}`}
              </Typography>
            </Box>
            <Button
              size="large"
              variant="contained"
              color="warning"
              aria-label={`开始实验 ${t.title}`}
              onClick={() => void navigate(doPathOf(t.kind, t.id, studentCourseId))}
            >
              开始实验
            </Button>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
