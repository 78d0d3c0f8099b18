import { Alert, Button, Card, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { Msg } from '@shared/rules/messages';
import { checkMobile } from '@shared/rules/validators';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { paths, to } from '../../../config/paths';
import { notify } from '../../../platform/notify';
import { useActivity, useRegister, useSignUpH5 } from '../api/activity';
import { H5Page, h5Link, h5Submitter, useActivityIdParam } from '../h5/h5-page';
import { fmtDate } from '../labels';

/**
 * /h5/apply?activityId= — 报名 on a phone. A parent signed in through H5 registers their child; anyone else signs up
 * with name, mobile, school and grade and gets a temp token for this activity on this phone (no account needed).
 * Then on to 提交作品.
 */
export default function H5ApplyPage() {
  const activityId = useActivityIdParam();
  const activity = useActivity(activityId);
  const navigate = useNavigate();
  const loc = useLocation();
  const who = h5Submitter(activityId);
  const register = useRegister();
  const signUp = useSignUpH5();
  const [form, setForm] = useState({ name: '', mobile: '', schoolName: '', grade: '' });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  if (activity.isPending) return <PageLoading />;
  if (activity.isError)
    return (
      <H5Page title="报名参加">
        <ErrorState onRetry={() => void activity.refetch()} retrying={activity.isFetching} />
      </H5Page>
    );
  const a = activity.data;
  const next = () => navigate(h5Link('submit-work', activityId), { replace: true });

  const registerChild = async () => {
    try {
      await register.mutateAsync({ activityId });
      notify.success(Msg.activityRegistered);
      next();
    } catch {
      // The HTTP layer has shown why.
    }
  };
  const signUpSelf = async () => {
    if (!form.name.trim() || !form.schoolName.trim()) return void notify.warning(Msg.incomplete);
    const bad = checkMobile(form.mobile.trim());
    if (bad) return void notify.warning(bad);
    try {
      await signUp.mutateAsync({
        activityId,
        name: form.name.trim(),
        mobile: form.mobile.trim(),
        schoolName: form.schoolName.trim(),
        grade: form.grade.trim(),
      });
      notify.success(Msg.activityRegistered);
      next();
    } catch {
      // The HTTP layer has shown why (a closed registration window says so).
    }
  };

  return (
    <H5Page title="报名参加" back={h5Link('activity', activityId)}>
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
        <Typography sx={{ fontWeight: 700 }}>{a.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          报名时间 {fmtDate(a.registrationStart)} - {fmtDate(a.registrationEnd)}
        </Typography>
      </Card>
      {a.registered ? (
        <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
          <Alert severity="success" sx={{ mb: 2 }}>
            已报名{who?.kind === 'pass' && who.name ? `：${who.name}` : ''}
          </Alert>
          <Button fullWidth variant="contained" onClick={next}>
            去提交作品
          </Button>
        </Card>
      ) : who?.kind === 'parent' ? (
        <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
          <Typography sx={{ mb: 2 }}>以孩子的名义报名参加本活动。</Typography>
          <Button fullWidth variant="contained" disabled={register.isPending} onClick={() => void registerChild()}>
            确认报名
          </Button>
        </Card>
      ) : (
        <Card elevation={0} sx={{ p: 2, borderRadius: 3 }} component="form" onSubmit={(e) => e.preventDefault()}>
          <Stack spacing={2}>
            <TextField
              label="参赛者姓名"
              value={form.name}
              onChange={set('name')}
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
            <TextField
              label="手机号"
              value={form.mobile}
              onChange={set('mobile')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
            />
            <TextField
              label="学校"
              value={form.schoolName}
              onChange={set('schoolName')}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <TextField
              label="年级（选填）"
              value={form.grade}
              onChange={set('grade')}
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
            <Button type="submit" variant="contained" disabled={signUp.isPending} onClick={() => void signUpSelf()}>
              提交报名
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              家长已有账号？
              <Link component={AppLink} to={to.withRedirect(paths.h5Login, `${loc.pathname}${loc.search}`)}>
                登录后为孩子报名
              </Link>
            </Typography>
          </Stack>
        </Card>
      )}
    </H5Page>
  );
}
