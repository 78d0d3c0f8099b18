import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { Box, Stack } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import type { SmsCodeType } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { checkConfirm, checkMobile, checkPassword, checkSmsCode, passwordSubmittable } from '@shared/rules/validators';
import { SmsButton } from '../../../components/sms-button';
import { errorText } from '../lib/error-text';
import { IconField, PasswordField } from './icon-field';
import { SubmitArea } from './submit-area';

export interface MobileCodePasswordValues {
  mobile: string;
  code: string;
  password: string;
  passwordCheck: string;
  name: string;
}
type Field = keyof MobileCodePasswordValues;

export interface MobileCodePasswordFormProps {
  smsCodeType: SmsCodeType;
  /** Registration asks for an optional name. */
  withName?: boolean;
  passwordPlaceholder: string;
  submitLabel: string;
  onSubmit(values: MobileCodePasswordValues): Promise<unknown>;
}

/**
 * Mobile, SMS code, password and confirmation (registration and password reset) with the spec's rules and
 * messages. The submit button becomes active once the password is 6-20 characters long.
 */
export function MobileCodePasswordForm(props: MobileCodePasswordFormProps) {
  const { smsCodeType, withName, passwordPlaceholder, submitLabel, onSubmit } = props;
  const [v, setV] = useState<MobileCodePasswordValues>({
    mobile: '',
    code: '',
    password: '',
    passwordCheck: '',
    name: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const set = (key: Field) => (e: { target: { value: string } }) => {
    setV((x) => ({ ...x, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: null }));
    setError(null);
  };
  const field = (key: Field) => ({
    value: v[key],
    onChange: set(key),
    error: Boolean(errors[key]),
    helperText: errors[key] ?? (key === 'password' ? Msg.passwordHint : undefined),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      mobile: checkMobile(v.mobile.trim()),
      code: checkSmsCode(v.code.trim()),
      password: checkPassword(v.password),
      passwordCheck: checkConfirm(v.password)(v.passwordCheck),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || pending) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit({ ...v, mobile: v.mobile.trim(), code: v.code.trim(), name: v.name.trim() });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2} sx={{ mb: 3 }}>
        <IconField
          icon={<PhoneIphoneOutlined />}
          placeholder={Msg.mobileRequired}
          {...field('mobile')}
          autoComplete="tel"
          inputProps={{ inputMode: 'tel', maxLength: 11, name: 'mobile' }}
        />
        <IconField
          icon={<SmsOutlined />}
          placeholder={Msg.smsCodePlaceholder}
          {...field('code')}
          inputRef={codeInput}
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric', maxLength: 6, name: 'code' }}
          end={<SmsButton mobile={v.mobile} smsCodeType={smsCodeType} focusAfterSent={codeInput} />}
        />
        <PasswordField
          icon={<LockOutlined />}
          placeholder={passwordPlaceholder}
          {...field('password')}
          autoComplete="new-password"
          inputProps={{ maxLength: 20, name: 'password' }}
        />
        <PasswordField
          icon={<LockResetOutlined />}
          placeholder={Msg.confirmPasswordPlaceholder}
          {...field('passwordCheck')}
          autoComplete="new-password"
          inputProps={{ maxLength: 20, name: 'passwordCheck' }}
        />
        {withName && (
          <IconField
            icon={<BadgeOutlined />}
            placeholder={Msg.nicknameOptional}
            {...field('name')}
            autoComplete="name"
            inputProps={{ maxLength: 30, name: 'name' }}
          />
        )}
      </Stack>
      <SubmitArea error={error} label={submitLabel} pending={pending} disabled={!passwordSubmittable(v.password)} />
    </Box>
  );
}
