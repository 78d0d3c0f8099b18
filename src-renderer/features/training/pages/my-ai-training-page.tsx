import ScienceRounded from '@mui/icons-material/ScienceRounded';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { TrainingResult } from '@shared/api/training';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useMyTrainingResults } from '../api/training';
import { ResultTable } from '../components/result-table';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper variant="outlined" sx={{ px: 2.5, py: 1.5, minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

const passRate = (rows: TrainingResult[]) =>
  rows.length ? `${Math.round((rows.filter((r) => r.passed).length / rows.length) * 100)}%` : '—';

/** 我的AI实验 (/classpro/myAitraining): what the caller did, and what their classes' students did. */
export default function MyAiTrainingPage() {
  const q = useMyTrainingResults();
  const toLab = (
    <Button
      component={AppLink}
      to={paths.aitraining}
      variant="contained"
      disableElevation
      startIcon={<ScienceRounded />}
    >
      去AI实验室
    </Button>
  );
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle
        title="我的AI实验"
        subtitle="我做过的实验和所教班级学生的实验结果（每人每个实验显示最近一次）"
        actions={toLab}
      />
      {q.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : q.isError ? (
        <ErrorState onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
            <Stat label="我完成的实验" value={q.data.mine.length} />
            <Stat label="我的通过率" value={passRate(q.data.mine)} />
            <Stat label="学生提交" value={q.data.classes.length} />
            <Stat label="学生通过率" value={passRate(q.data.classes)} />
          </Stack>
          <Box component="section" aria-label="我的实验">
            <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: 1 }}>
              我的实验
            </Typography>
            {q.data.mine.length ? (
              <ResultTable rows={q.data.mine} label="我的实验结果" />
            ) : (
              <EmptyState text="你还没有做过实验，去AI实验室挑一个试试吧" />
            )}
          </Box>
          <Box component="section" aria-label="班级学生的实验">
            <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: 1 }}>
              班级学生的实验
            </Typography>
            {q.data.classes.length ? (
              <ResultTable rows={q.data.classes} showUser label="班级学生的实验结果" />
            ) : (
              <EmptyState text="所教班级的学生还没有提交实验结果" />
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}
