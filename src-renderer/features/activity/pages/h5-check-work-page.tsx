import { Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { notify } from '../../../platform/notify';
import { useCancelWork, useMyWorks } from '../api/activity';
import { WorkFileThumb } from '../components/work-files';
import { H5Page, h5Link, h5Submitter, SignUpFirst, useActivityIdParam } from '../h5/h5-page';

/**
 * /h5/check-work?activityId= — 我的作品 on a phone: each work with its rank and praise; while submissions are open,
 * 修改 and 撤回 (the server refuses both after the deadline and says so).
 */
export default function H5CheckWorkPage() {
  const activityId = useActivityIdParam();
  const who = h5Submitter(activityId);
  const mine = useMyWorks(activityId, !!who);
  const cancel = useCancelWork();
  const navigate = useNavigate();
  const [withdraw, setWithdraw] = useState<number | null>(null);
  const back = h5Link('activity', activityId);
  if (!who) return <SignUpFirst title="我的作品" activityId={activityId} text="报名后可在这里查看自己的作品" />;
  if (mine.isPending) return <PageLoading />;
  if (mine.isError)
    return (
      <H5Page title="我的作品" back={back}>
        <ErrorState onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      </H5Page>
    );
  const doWithdraw = async () => {
    if (withdraw == null) return;
    try {
      await cancel.mutateAsync({ activityId, workId: withdraw });
      notify.success(Msg.activityWorkWithdrawn);
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setWithdraw(null);
    }
  };
  return (
    <H5Page title="我的作品" back={back}>
      {mine.data.length === 0 ? (
        <EmptyState
          text="还没有提交作品"
          action={
            <Button variant="contained" onClick={() => navigate(h5Link('submit-work', activityId))}>
              提交作品
            </Button>
          }
        />
      ) : (
        mine.data.map((w) => (
          <Card key={w.id} elevation={0} sx={{ p: 2, borderRadius: 3 }} data-testid="h5-my-work">
            <Stack direction="row" spacing={1.5}>
              {w.files[0] && <WorkFileThumb file={w.files[0]} size={88} />}
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap sx={{ fontWeight: 600 }}>
                  {w.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {w.authors.join('、')}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                  <Chip size="small" label={`第${w.rank}名`} color={w.rank <= 3 ? 'warning' : 'default'} />
                  <Chip size="small" label={`${w.praiseCount} 赞`} variant="outlined" />
                  {w.finalScore != null && <Chip size="small" label={`得分 ${w.finalScore}`} color="success" />}
                </Stack>
              </Stack>
            </Stack>
            <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1 }}>
              <Button size="small" onClick={() => navigate(`/activity/work/${activityId}/${w.id}`)}>
                查看
              </Button>
              {w.editable && (
                <>
                  <Button size="small" onClick={() => navigate(h5Link('submit-work', activityId, { workId: w.id }))}>
                    修改
                  </Button>
                  <Button size="small" color="error" onClick={() => setWithdraw(w.id)}>
                    撤回
                  </Button>
                </>
              )}
            </Stack>
          </Card>
        ))
      )}
      <ConfirmDialog
        open={withdraw != null}
        title="撤回作品"
        message="撤回后作品不再参加评选，确定撤回吗？"
        confirmText="撤回"
        danger
        busy={cancel.isPending}
        onCancel={() => setWithdraw(null)}
        onConfirm={() => void doWithdraw()}
      />
    </H5Page>
  );
}
