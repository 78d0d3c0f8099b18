import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PagePager } from '../../../components/page-pager';
import { useGroup, usePlans } from '../api/research';
import { GroupHeader } from '../components/group-header';
import { PlanList } from '../components/plan-list';
import { PlanView } from '../components/plan-view';
import { SharePlanDialog } from '../components/share-plan-dialog';

const PAGE_SIZE = 10;

/**
 * 教研详情 (/classpro/mySubject/detail/:id): the group and its members; its lesson plans on the left, the chosen
 * one with its comments on the right; 分享教案. Another school's group answers 403 (the toast says 无权访问).
 */
export default function GroupDetailPage() {
  const id = Number(useParams().id) || 0;
  const group = useGroup(id);
  const [page, setPage] = useState(1);
  const plans = usePlans({ researchGroupId: id, pageNum: page, pageSize: PAGE_SIZE });
  const [selected, setSelected] = useState<number | null>(null);
  const [sharing, setSharing] = useState(false);
  const navigate = useNavigate();
  if (group.isPending) return <Skeleton variant="rounded" height={200} sx={{ m: 3 }} />;
  if (group.isError)
    return (
      <Box sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          教研详情
        </Typography>
        {/* Another school's group (无权访问) or a deleted one (教研组不存在): retrying cannot help. */}
        <EmptyState
          text={group.error.message}
          action={
            <Button variant="outlined" onClick={() => void navigate(paths.mySubject)}>
              返回学科教研
            </Button>
          }
        />
      </Box>
    );
  const list = plans.data?.list ?? [];
  const current = list.find((p) => p.id === selected) ?? list[0];
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <GroupHeader group={group.data} onShare={() => setSharing(true)} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '340px 1fr' } }}>
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 1.5, alignSelf: 'start' }}>
          <Typography component="h2" sx={{ fontWeight: 700, px: 1, py: 1 }}>
            教案（{plans.data?.total ?? 0}）
          </Typography>
          {plans.isError ? (
            <ErrorState onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
          ) : plans.isPending ? (
            <Skeleton variant="rounded" height={120} />
          ) : list.length === 0 ? (
            <EmptyState text="还没有教案，点击“分享教案”开始集体备课" />
          ) : (
            <>
              <PlanList plans={list} selected={current?.id ?? null} onSelect={setSelected} />
              <PagePager
                total={plans.data.total}
                pageSize={PAGE_SIZE}
                page={page}
                onChange={setPage}
                size="small"
                sx={{ mt: 1 }}
              />
            </>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 }, minWidth: 0 }}>
          {current ? (
            <PlanView key={current.id} plan={current} onDeleted={() => setSelected(null)} />
          ) : (
            <EmptyState text={plans.isPending ? '加载中…' : '选择左侧的教案查看内容和评论'} />
          )}
        </Paper>
      </Box>
      {sharing && (
        <SharePlanDialog
          researchGroupId={id}
          groupName={group.data.name}
          onClose={() => setSharing(false)}
          onShared={(plan) => {
            setSharing(false);
            setPage(1);
            setSelected(plan.id);
          }}
        />
      )}
    </Box>
  );
}
