import { Alert, Button, Card } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import type { ActivityWork } from '@shared/api/activity';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { useActivity, useMyWorks } from '../api/activity';
import { useWorkForm } from '../components/work-form';
import { H5Page, h5Link, h5Submitter, useActivityIdParam } from '../h5/h5-page';

/**
 * /h5/submit-work?activityId=[&workId=] — 提交作品 on a phone: the work's fields and files (the camera, videos, PDF),
 * or a change to one of the caller's works. A visitor is sent to 报名 first. Done → /h5/submit.
 */
export default function H5SubmitWorkPage() {
  const activityId = useActivityIdParam();
  const workId = Number(useSearchParams()[0].get('workId')) || 0;
  const who = h5Submitter(activityId);
  const activity = useActivity(activityId);
  const mine = useMyWorks(activityId, !!who);
  const navigate = useNavigate();
  const title = workId ? '修改作品' : '提交作品';
  if (!who || (activity.data && !activity.data.registered))
    return (
      <H5Page title={title} back={h5Link('activity', activityId)}>
        <Alert severity="info">请先报名该活动</Alert>
        <Button variant="contained" onClick={() => navigate(h5Link('apply', activityId), { replace: true })}>
          去报名
        </Button>
      </H5Page>
    );
  if (activity.isPending || mine.isPending) return <PageLoading />;
  if (activity.isError || mine.isError)
    return (
      <H5Page title={title}>
        <ErrorState onRetry={() => void (activity.refetch(), mine.refetch())} />
      </H5Page>
    );
  const work = workId ? mine.data.find((w) => w.id === workId) : undefined;
  return (
    <H5Page title={title} back={h5Link('activity', activityId)}>
      <Form activityId={activityId} defaultAuthor={who.name} work={work} key={work?.id ?? 0} />
    </H5Page>
  );
}

function Form(props: { activityId: number; defaultAuthor: string; work?: ActivityWork }) {
  const form = useWorkForm(props);
  const navigate = useNavigate();
  const save = async () => {
    const saved = await form.save();
    if (saved) navigate(h5Link('submit', props.activityId, { workId: saved.id }), { replace: true });
  };
  return (
    <>
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
        {form.fields}
      </Card>
      <Button variant="contained" size="large" disabled={form.busy} onClick={() => void save()}>
        提交作品
      </Button>
    </>
  );
}
