import { Alert, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { checkConfirm, checkPassword, checkSmsCode, passwordSubmittable } from '@shared/rules/validators';
import { SmsButton } from '../../../components/sms-button';
import { useAppSelector } from '../../../state/store';
import { notify } from '../../../platform/notify';
import { useUpdatePassword } from '../../../api/account/update-password';
import { FormDialog } from './form-dialog';

type Field = 'code' | 'passwordNew' | 'passwordCheck';

/**
 * Change password: a FORGET_PW code to the signed-in mobile (after the verification widget), the new password
 * (8-20, two kinds; the button is active at 6-20) and its confirmation. Success shows 修改成功 and logs out.
 */
export function PasswordDialog({ onClose, onChanged }: { onClose(): void; onChanged(): void }) {
  const mobile = useAppSelector((s) => s.session.mobile);
  const [form, setForm] = useState<Record<Field, string>>({ code: '', passwordNew: '', passwordCheck: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const mutation = useUpdatePassword();
  const set = (f: Field) => (e: { target: { value: string } }) => {
    setForm((s) => ({ ...s, [f]: e.target.value }));
    setErrors((s) => ({ ...s, [f]: null }));
  };
  const submit = async () => {
    const next = {
      code: checkSmsCode(form.code.trim()),
      passwordNew: checkPassword(form.passwordNew),
      passwordCheck: checkConfirm(form.passwordNew)(form.passwordCheck),
    };
    setErrors(next);
    if (next.code || next.passwordNew || next.passwordCheck) return;
    try {
      await mutation.mutateAsync({ mobileOrEmail: mobile, ...form, code: form.code.trim() });
    } catch {
      return;
    }
    notify.success(Msg.modifySuccess);
    onChanged();
  };
  const field = (f: Field, placeholder: string, type = 'password') => (
    <TextField
      fullWidth
      type={type}
      placeholder={placeholder}
      value={form[f]}
      onChange={set(f)}
      error={Boolean(errors[f])}
      helperText={errors[f] ?? (f === 'passwordNew' ? Msg.passwordHint : ' ')}
      slotProps={{ htmlInput: { 'aria-label': placeholder, autoComplete: 'new-password', maxLength: 20 } }}
    />
  );
  return (
    <FormDialog
      open
      title={Msg.changePassword}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={mutation.isPending}
      submitDisabled={!passwordSubmittable(form.passwordNew)}
    >
      <Stack spacing={2}>
        <Alert severity="info" sx={{ borderRadius: 2 }}>
          {Msg.currentMobile}：{mobile}。{Msg.changeRelogin}
        </Alert>
        <Stack direction="row" spacing={1} alignItems="flex-start">
          {field('code', Msg.smsCodePlaceholder, 'text')}
          <SmsButton mobile={mobile} smsCodeType="FORGET_PW" sx={{ height: 56 }} />
        </Stack>
        {field('passwordNew', Msg.newPasswordPlaceholder)}
        {field('passwordCheck', Msg.confirmPasswordPlaceholder)}
      </Stack>
    </FormDialog>
  );
}
