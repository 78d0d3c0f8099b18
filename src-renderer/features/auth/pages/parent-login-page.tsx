import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import { Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { paths, startsWith } from '../../../config/paths';
import { login } from '../api/login';
import { AuthMobileLayout } from '../components/auth-mobile-layout';
import { ModeTabs } from '../components/mode-tabs';
import { FormLoading, LazySmsLoginForm as SmsLoginForm } from '../components/lazy-sms-login-form';
import { homeOf } from '../lib/landing';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { areaAccents } from '../../../config/colors';
import { AgreementNotice } from '../components/agreement-notice';

type Mode = 'sms' | 'password';

/** A parent signs in by SMS first: the password form loads when its tab is chosen. */
const AccountPasswordForm = lazy(() =>
  import('../components/account-password-form').then((m) => ({ default: m.AccountPasswordForm })),
);

/**
 * Parent sign-in, phone first: /parent/login and /parent/checkLogin land in the parent area, /h5/login and
 * /h5/checkLogin in the H5 area. Both keep the parent token.
 */
export default function ParentLoginPage() {
  const [mode, setMode] = useState<Mode>('sms');
  const finish = useFinishSignIn();
  const h5 = startsWith(useLocation().pathname, paths.h5);
  const home = homeOf(h5 ? 'h5' : 'parent');

  return (
    <AuthMobileLayout
      accent={areaAccents.parent.gradient}
      primary={areaAccents.parent.main}
      title="家长登录"
      subtitle={h5 ? '家校互动，随时了解孩子的学习动态' : '关注孩子成长，家校携手共育'}
      footer={<AgreementNotice />}
    >
      <ModeTabs
        value={mode}
        onChange={setMode}
        options={[
          { value: 'sms', label: Msg.loginBySms },
          { value: 'password', label: Msg.loginByPassword },
        ]}
      />
      {mode === 'sms' ? (
        <SmsLoginForm
          userType="PARENT"
          onSubmit={async (mobile, authCode) =>
            finish(
              'parent',
              await login({ mobileOrEamil: mobile, authCode, userType: 'PARENT', loginType: 'code' }, 'parent'),
              home,
            )
          }
        />
      ) : (
        <Suspense fallback={<FormLoading />}>
          <AccountPasswordForm
            accountPlaceholder={Msg.mobileRequired}
            accountIcon={<PhoneIphoneOutlined />}
            accountInputMode="tel"
            onSubmit={async (account, password, verification) =>
              finish(
                'parent',
                await login(
                  { mobileOrEamil: account, password, userType: 'PARENT', loginType: 'PASSWORD', verification },
                  'parent',
                ),
                home,
              )
            }
          />
        </Suspense>
      )}
      <Typography sx={{ mt: 2, fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>
        未注册的家长请联系孩子的班主任开通账号
      </Typography>
    </AuthMobileLayout>
  );
}
