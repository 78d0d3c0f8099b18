import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import { Box, Stack } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Msg } from '@shared/rules/messages';
import { errorText } from '../lib/error-text';
import { IconField, PasswordField } from './icon-field';
import { SubmitArea } from './submit-area';

export interface AccountPasswordFormProps {
  accountPlaceholder: string;
  accountIcon?: ReactNode;
  /** 'tel' brings up the number pad on phones. */
  accountInputMode?: 'tel' | 'text';
  /** Prefilled account (e.g. after a password reset). */
  initialAccount?: string;
  /** Between the password and the button, e.g. the 忘记密码 link. */
  aside?: ReactNode;
  submitLabel?: string;
  onSubmit(account: string, password: string): Promise<unknown>;
}

/** Account and password, the submit button, and the refusal inline. The account is trimmed. */
export function AccountPasswordForm({
  accountPlaceholder,
  accountIcon = <PersonOutlineRounded />,
  accountInputMode = 'text',
  initialAccount = '',
  aside,
  submitLabel = Msg.loginButton,
  onSubmit,
}: AccountPasswordFormProps) {
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account.trim() || !password || pending) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(account.trim(), password);
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
          icon={accountIcon}
          placeholder={accountPlaceholder}
          value={account}
          onChange={(e) => {
            setAccount(e.target.value);
            setError(null);
          }}
          autoComplete="username"
          inputProps={{ inputMode: accountInputMode, maxLength: 100, name: 'account' }}
        />
        <PasswordField
          icon={<LockOutlined />}
          placeholder={Msg.passwordPlaceholder}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
          autoComplete="current-password"
          inputProps={{ maxLength: 100, name: 'password' }}
        />
      </Stack>
      {aside}
      <SubmitArea error={error} label={submitLabel} pending={pending} disabled={!account.trim() || !password} />
    </Box>
  );
}
