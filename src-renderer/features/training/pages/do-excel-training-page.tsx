import { Alert, Box, Chip, Skeleton } from '@mui/material';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FinanceWorkbench, useFinanceTraining } from '../components/finance-workbench';
import { LabHeader } from '../../../components/lab-header';

/** /doExcelTrainingDetail/finacePractice?id=: the student's 财务实训, open without sign-in (then nothing is saved). */
export default function DoExcelTrainingPage() {
  const { detail, none } = useFinanceTraining();
  const t = detail.data;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f4f6fb' }}>
      <LabHeader title={t ? `财务实训 · ${t.title}` : '财务实训'} subtitle={t?.summary}>
        {t && !t.signedIn && <Chip size="small" color="warning" variant="outlined" label="登录后可保存结果" />}
      </LabHeader>
      <Box component="main" sx={{ p: 2 }}>
        {none ? (
          <EmptyState text="还没有财务实训" />
        ) : detail.isError ? (
          <ErrorState onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
        ) : !t ? (
          <Skeleton variant="rounded" height={600} />
        ) : t.kind !== 'excel' ? (
          <Alert severity="warning">这个实验不是财务实训</Alert>
        ) : (
          <FinanceWorkbench t={t} />
        )}
      </Box>
    </Box>
  );
}
