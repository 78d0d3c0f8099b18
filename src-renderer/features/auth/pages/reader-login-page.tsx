import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import { useState } from 'react';
import type { UserType } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { login } from '../api/login';
import { AccountPasswordForm } from '../components/account-password-form';
import { AuthMobileLayout } from '../components/auth-mobile-layout';
import { ModeTabs } from '../components/mode-tabs';
import { homeOf } from '../lib/landing';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { areaAccents } from '../../../config/colors';
import { AgreementNotice } from '../components/agreement-notice';

/** The mobile textbook reader's sign-in (phone layout): students and teachers, into the teacher-side token. */
export default function ReaderLoginPage() {
  const [userType, setUserType] = useState<Extract<UserType, 'STUDENT' | 'ASSISTANT'>>('STUDENT');
  const finish = useFinishSignIn();
  return (
    <AuthMobileLayout
      accent={areaAccents.reader.gradient}
      primary={areaAccents.reader.main}
      title="数字教材"
      subtitle="登录后即可阅读你的数字教材与课堂任务"
      footer={<AgreementNotice />}
    >
      <ModeTabs
        value={userType}
        onChange={setUserType}
        options={[
          { value: 'STUDENT', label: '我是学生' },
          { value: 'ASSISTANT', label: '我是老师' },
        ]}
      />
      <AccountPasswordForm
        key={userType}
        accountPlaceholder={Msg.mobileRequired}
        accountIcon={<PhoneIphoneOutlined />}
        accountInputMode="tel"
        onSubmit={async (account, password, verification) =>
          finish(
            'teacher',
            await login({ mobileOrEamil: account, password, userType, loginType: 'PASSWORD', verification }, 'teacher'),
            homeOf('reader'),
          )
        }
      />
    </AuthMobileLayout>
  );
}
