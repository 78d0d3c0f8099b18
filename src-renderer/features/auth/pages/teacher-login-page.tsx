import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../config/paths';
import { login } from '../api/login';
import { AccountPasswordForm } from '../components/account-password-form';
import { AuthLink } from '../components/auth-link';
import { AuthSplitLayout } from '../components/auth-split-layout';
import { ModeTabs } from '../components/mode-tabs';
import { RoleSwitch, type SignInRole } from '../components/role-switch';
import { LazySmsLoginForm as SmsLoginForm } from '../components/lazy-sms-login-form';
import { TEACHER_BRAND } from '../components/teacher-brand';
import { homeOf } from '../lib/landing';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { AgreementNotice } from '../components/agreement-notice';

type Mode = 'password' | 'sms';

/** Teacher sign-in (/classpro/login, /loginweb, /jhub-login): password or SMS code; links to register and reset. */
export default function TeacherLoginPage() {
  const [mode, setMode] = useState<Mode>('password');
  const [role, setRole] = useState<SignInRole>('teacher');
  const student = role === 'student';
  // The web's one sign-in for teachers and students; students land on their textbooks.
  const userType = student ? 'STUDENT' : 'ASSISTANT';
  const home = homeOf(student ? 'student' : 'teacher');
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
      title={jhub ? '实验平台登录' : student ? '学生登录' : '教师登录'}
      subtitle={
        jhub
          ? '使用 Classpro 账号登录 AI 实验平台'
          : student
            ? '登录后即可阅读你的数字教材'
            : '欢迎回来，请登录您的账号'
      }
      footer={
        <>
          {Msg.noAccount}
          <AuthLink to={paths.register}>{Msg.registerNow}</AuthLink>
        </>
      }
    >
      {!jhub && <RoleSwitch value={role} onChange={setRole} />}
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
          key={role}
          onSubmit={async (account, password, verification) =>
            finish(
              'teacher',
              await login(
                { mobileOrEamil: account, password, userType, loginType: 'PASSWORD', verification },
                'teacher',
              ),
              home,
            )
          }
        />
      ) : (
        <SmsLoginForm
          key={role}
          userType={userType}
          aside={forgot}
          onSubmit={async (mobile, authCode) =>
            finish(
              'teacher',
              await login({ mobileOrEamil: mobile, authCode, userType, loginType: 'code' }, 'teacher'),
              home,
            )
          }
        />
      )}
      <Typography sx={{ mt: 2.5, fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>
        <AgreementNotice />
      </Typography>
    </AuthSplitLayout>
  );
}
