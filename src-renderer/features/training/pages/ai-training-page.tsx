import BiotechRounded from '@mui/icons-material/BiotechRounded';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { generatePath } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { PillFilter } from '../../../components/pill-filter';
import { paths } from '../../../config/paths';
import { useTrainingCatalog } from '../api/training';
import { TrainingCard, trainingGridSx } from '../components/training-card';

const detailOf = (id: number) => generatePath(paths.aitrainingDetail, { id: String(id), studentCourseId: '0' });

/** AI实验室 (/classpro/aitraining): the lab's trainings by subject and grade. */
export default function AiTrainingPage() {
  const [subject, setSubject] = useState('');
  const [grade, setGrade] = useState('');
  const catalog = useTrainingCatalog({ subject, grade });
  const data = catalog.data;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle
        title="AI实验室"
        subtitle="按学科和年级挑选实验：Python 编程在浏览器中运行，财务实训在电子表格中完成，提交后自动检查"
        actions={
          <Button component={AppLink} to={paths.myAitraining} startIcon={<BiotechRounded />}>
            我的AI实验
          </Button>
        }
      />
      <Stack spacing={1.5} sx={{ mb: 2.5 }}>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Typography variant="body2" color="text.secondary" sx={{ width: 40, flex: 'none' }}>
            学科
          </Typography>
          <PillFilter
            label="学科"
            all=""
            value={subject}
            onChange={setSubject}
            options={(data?.subjects ?? []).map((s) => ({ value: s, name: s }))}
          />
        </Stack>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Typography variant="body2" color="text.secondary" sx={{ width: 40, flex: 'none' }}>
            年级
          </Typography>
          <PillFilter
            label="年级"
            all=""
            value={grade}
            onChange={setGrade}
            options={(data?.grades ?? []).map((g) => ({ value: g, name: g }))}
          />
        </Stack>
      </Stack>
      {catalog.isPending ? (
        <Box sx={trainingGridSx}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={200} />
          ))}
        </Box>
      ) : catalog.isError ? (
        <ErrorState onRetry={() => void catalog.refetch()} retrying={catalog.isFetching} />
      ) : catalog.data.list.length === 0 ? (
        <EmptyState text="没有符合条件的实验" />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            共 {catalog.data.list.length} 个实验
          </Typography>
          <Box sx={trainingGridSx}>
            {catalog.data.list.map((t) => (
              <TrainingCard key={t.id} t={t} to={detailOf(t.id)} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
