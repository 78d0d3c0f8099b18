import { Alert, Box, Skeleton } from '@mui/material';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { FinanceWorkbench, useFinanceTraining } from '../components/finance-workbench';

/** 财务实训 in the teacher shell (/classpro/aitraining/finacePractice?id=): an excel training in the spreadsheet. */
export default function FinancePracticePage() {
  const { detail, none } = useFinanceTraining();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      {none ? (
        <EmptyState text="还没有财务实训" />
      ) : detail.isError ? (
        <ErrorState onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : !detail.data ? (
        <Skeleton variant="rounded" height={600} />
      ) : detail.data.kind !== 'excel' ? (
        <Alert severity="warning">这个实验不是财务实训</Alert>
      ) : (
        <>
          <PageTitle title={`财务实训 · ${detail.data.title}`} subtitle={detail.data.summary} />
          <FinanceWorkbench t={detail.data} />
        </>
      )}
    </Box>
  );
}
