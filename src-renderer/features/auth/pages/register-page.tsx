import { Box } from '@mui/material';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../config/paths';
import { notify } from '../../../platform/notify';
import { register } from '../api/register';
import { AgreementNotice } from '../components/agreement-notice';
import { AuthLink } from '../components/auth-link';
import { AuthSplitLayout } from '../components/auth-split-layout';
import { MobileCodePasswordForm } from '../components/mobile-code-password-form';
import { homeOf } from '../lib/landing';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { TEACHER_BRAND } from '../components/teacher-brand';

/** /classpro/register: mobile, SMS code (RIGESTER), password and confirmation, optional name; signs the teacher in. */
export default function RegisterPage() {
  const finish = useFinishSignIn();
  return (
    <AuthSplitLayout
      brand={TEACHER_BRAND}
      title={Msg.registerTitle}
      subtitle="注册后即可使用数字教材、AI 课程等全部教学服务"
      footer={
        <>
          {Msg.haveAccount}
          <AuthLink to={paths.teacherLogin}>{Msg.backToLogin}</AuthLink>
          <Box sx={{ mt: 1.5, fontSize: 12 }}>
            <AgreementNotice register />
          </Box>
        </>
      }
    >
      <MobileCodePasswordForm
        smsCodeType="RIGESTER"
        withName
        passwordPlaceholder="请设置密码"
        submitLabel={Msg.registerButton}
        onSubmit={async (v) => {
          const res = await register({
            mobile: v.mobile,
            code: v.code,
            password: v.password,
            passwordCheck: v.passwordCheck,
            displayName: v.name || undefined,
            userType: 'ASSISTANT',
          });
          notify.success(Msg.registerSuccess);
          await finish('teacher', res, homeOf('teacher'));
        }}
      />
    </AuthSplitLayout>
  );
}
