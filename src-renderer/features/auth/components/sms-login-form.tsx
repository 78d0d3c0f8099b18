import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { Box, Stack } from '@mui/material';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { UserType } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { checkMobile, checkSmsCode } from '@shared/rules/validators';
import { SmsButton } from '../../../components/sms-button';
import { errorText } from '../lib/error-text';
import { IconField } from './icon-field';
import { SubmitArea } from './submit-area';

export interface SmsLoginFormProps {
  userType: UserType;
  aside?: ReactNode;
  onSubmit(mobile: string, code: string): Promise<unknown>;
}

/** Sign-in with a code sent to the account's mobile (a FORGET_PW code: it proves the owner of the number). */
export function SmsLoginForm({ userType, aside, onSubmit }: SmsLoginFormProps) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string | null; code?: string | null }>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { mobile: checkMobile(mobile.trim()), code: checkSmsCode(code.trim()) };
    setErrors(found);
    if (found.mobile || found.code || pending) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(mobile.trim(), code.trim());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2.25} sx={{ mb: aside ? 1.5 : 3 }}>
        <IconField
          icon={<PhoneIphoneOutlined />}
          placeholder={Msg.mobileRequired}
          value={mobile}
          error={Boolean(errors.mobile)}
          helperText={errors.mobile}
          onChange={(e) => {
            setMobile(e.target.value);
            setErrors((x) => ({ ...x, mobile: null }));
            setError(null);
          }}
          autoComplete="tel"
          inputProps={{ inputMode: 'tel', maxLength: 11, name: 'mobile' }}
        />
        <IconField
          icon={<SmsOutlined />}
          placeholder={Msg.smsCodePlaceholder}
          value={code}
          error={Boolean(errors.code)}
          helperText={errors.code}
          inputRef={codeInput}
          onChange={(e) => {
            setCode(e.target.value);
            setErrors((x) => ({ ...x, code: null }));
            setError(null);
          }}
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric', maxLength: 6, name: 'code' }}
          end={<SmsButton mobile={mobile} smsCodeType="FORGET_PW" userType={userType} focusAfterSent={codeInput} />}
        />
      </Stack>
      {aside}
      <SubmitArea error={error} label={Msg.loginButton} pending={pending} />
    </Box>
  );
}
