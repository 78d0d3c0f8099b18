import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { ConsentApi } from '@shared/api/consent';
import { AGREEMENTS } from '@shared/rules/agreements';
import { CONSENT_LABELS, type ConsentDecision } from '@shared/rules/guardian-consent';
import { Msg } from '@shared/rules/messages';
import { useApi, useApiMutation } from '../../../api/use-api';
import { AppLink } from '../../../components/app-link';
import { to } from '../../../config/paths';
import { notify } from '../../../platform/notify';

const DONE: Record<ConsentDecision, string> = {
  grant: Msg.consentGranted,
  refuse: Msg.consentRefused,
  withdraw: Msg.consentWithdrawn,
};

/**
 * 监护人授权 (issue 32), on the parent home for the selected child: until the guardian consents the child can only
 * sign in. The guardian grants or refuses, and may withdraw later (the child's data is then deleted).
 */
export function ChildConsent({ childId, name }: { childId: number; name: string }) {
  const status = useApi(ConsentApi.child, { childId }, { call: { area: 'parent' } });
  const decide = useApiMutation(ConsentApi.decide, { invalidates: [ConsentApi.child], call: { area: 'parent' } });
  const s = status.data;
  if (!s) return null;
  const act = (decision: ConsentDecision) =>
    decide.mutate({ childId, decision }, { onSuccess: () => notify.success(DONE[decision]) });
  const granted = s.state === 'granted';
  return (
    <Paper component="section" aria-labelledby="consent-title" elevation={0} sx={{ p: 2, borderRadius: 3 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography id="consent-title" component="h2" sx={{ fontWeight: 700, fontSize: '1rem', flex: 1 }}>
          {Msg.consentTitle}
        </Typography>
        <Typography
          data-testid="consent-state"
          sx={{ fontSize: '0.875rem', color: granted ? 'success.dark' : 'warning.dark' }}
        >
          {CONSENT_LABELS[s.state]}
        </Typography>
      </Stack>
      {!granted && (
        <Alert severity={s.state === 'pending' ? 'warning' : 'info'} sx={{ mt: 1.5 }}>
          {s.state === 'pending'
            ? `${name}的账号需要您的同意才能提交作业、保存阅读笔记和作品、使用 AI 助手。不同意时只能登录。`
            : `${name}的账号现在只能登录；已收集的信息将在 ${s.deletionDays} 个工作日内删除。`}
        </Alert>
      )}
      <Typography sx={{ mt: 1.5, fontSize: '0.8125rem', color: 'text.secondary' }}>
        请先阅读
        <Link component={AppLink} to={to.agreement('children')}>
          《{AGREEMENTS.children.title}》
        </Link>
        ，了解我们收集哪些信息、保存多久、谁能看到。
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, justifyContent: 'flex-end' }}>
        {s.state === 'pending' && (
          <Button color="inherit" disabled={decide.isPending} onClick={() => act('refuse')}>
            {Msg.consentRefuse}
          </Button>
        )}
        {granted ? (
          <Button color="error" variant="outlined" disabled={decide.isPending} onClick={() => act('withdraw')}>
            {Msg.consentWithdraw}
          </Button>
        ) : (
          <Button variant="contained" disabled={decide.isPending} onClick={() => act('grant')}>
            {Msg.consentGrant}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
