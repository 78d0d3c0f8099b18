import { useNavigate } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../config/paths';
import { notify } from '../../../platform/notify';
import { tokens } from '../../../platform/storage';
import { updatePassword } from '../../../api/account/update-password';
import { AuthLink } from '../components/auth-link';
import { AuthSplitLayout } from '../components/auth-split-layout';
import { MobileCodePasswordForm } from '../components/mobile-code-password-form';
import { TEACHER_BRAND } from '../components/teacher-brand';

/** /classpro/forgot: mobile, SMS code (FORGET_PW), new password and confirmation; then 修改成功 and back to login. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <AuthSplitLayout
      brand={TEACHER_BRAND}
      title={Msg.resetTitle}
      subtitle="通过手机验证码重新设置登录密码"
      footer={
        <>
          想起密码了？
          <AuthLink to={paths.teacherLogin}>{Msg.backToLogin}</AuthLink>
        </>
      }
    >
      <MobileCodePasswordForm
        smsCodeType="FORGET_PW"
        passwordPlaceholder={Msg.newPasswordPlaceholder}
        submitLabel={Msg.resetButton}
        onSubmit={async (v) => {
          await updatePassword(
            {
              mobileOrEmail: v.mobile,
              passwordNew: v.password,
              passwordCheck: v.passwordCheck,
              code: v.code,
            },
            // Silent: the form shows the refusal inline.
            { area: 'teacher', silent: true },
          );
          // The server signs the account out everywhere; so does this browser.
          tokens.clear('teacher');
          notify.success(Msg.modifySuccess);
          await navigate(paths.teacherLogin, { replace: true, state: { mobile: v.mobile } });
        }}
      />
    </AuthSplitLayout>
  );
}
