import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../app/paths';
import { login } from '../api/login';
import { AccountPasswordForm } from '../components/account-password-form';
import { AuthLink } from '../components/auth-link';
import { AuthSplitLayout } from '../components/auth-split-layout';
import { ModeTabs } from '../components/mode-tabs';
import { LazySmsLoginForm as SmsLoginForm } from '../components/lazy-sms-login-form';
import { TEACHER_BRAND } from '../components/teacher-brand';
import { homeOf } from '../lib/landing';
import { useFinishSignIn } from '../lib/use-finish-sign-in';

type Mode = 'password' | 'sms';

/** Teacher sign-in (/classpro/login, /loginweb, /jhub-login): password or SMS code; links to register and reset. */
export default function TeacherLoginPage() {
  const [mode, setMode] = useState<Mode>('password');
  const finish = useFinishSignIn();
  const { pathname, state } = useLocation();
  const jhub = pathname === paths.jhubLogin;
  const prefill = (state as { mobile?: string } | null)?.mobile;

  const forgot = (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2.5 }}>
      <AuthLink to={paths.forgotPassword}>{Msg.forgotPassword}</AuthLink>
    </Box>
  );

  return (
    <AuthSplitLayout
      brand={TEACHER_BRAND}
      title={jhub ? '实验平台登录' : '教师登录'}
      subtitle={jhub ? '使用 Classpro 账号登录 AI 实验平台' : '欢迎回来，请登录您的账号'}
      footer={
        <>
          {Msg.noAccount}
          <AuthLink to={paths.register}>{Msg.registerNow}</AuthLink>
        </>
      }
    >
      <ModeTabs
        value={mode}
        onChange={setMode}
        options={[
          { value: 'password', label: Msg.loginByPassword },
          { value: 'sms', label: Msg.loginBySms },
        ]}
      />
      {mode === 'password' ? (
        <AccountPasswordForm
          accountPlaceholder={Msg.accountPlaceholder}
          initialAccount={prefill}
          aside={forgot}
          onSubmit={async (account, password) =>
            finish(
              'teacher',
              await login(
                { mobileOrEamil: account, password, userType: 'ASSISTANT', loginType: 'PASSWORD' },
                'teacher',
              ),
              homeOf('teacher'),
            )
          }
        />
      ) : (
        <SmsLoginForm
          userType="ASSISTANT"
          aside={forgot}
          onSubmit={async (mobile, authCode) =>
            finish(
              'teacher',
              await login({ mobileOrEamil: mobile, authCode, userType: 'ASSISTANT', loginType: 'code' }, 'teacher'),
              homeOf('teacher'),
            )
          }
        />
      )}
      <Typography sx={{ mt: 2.5, fontSize: 12, color: 'text.disabled', textAlign: 'center' }}>
        {Msg.agreement}
      </Typography>
    </AuthSplitLayout>
  );
}
