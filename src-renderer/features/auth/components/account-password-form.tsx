import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import { Box, Stack } from '@mui/material';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Code } from '@shared/api/common';
import type { SlideResult } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { ApiError } from '../../../platform/http';
import { errorText } from '../lib/error-text';
import { IconField, PasswordField } from './icon-field';
import { SubmitArea } from './submit-area';

/** Loaded only when the server asks for a check: most sign-ins never need the slider. */
const LoginCheck = lazy(() => import('./login-check').then((m) => ({ default: m.LoginCheck })));

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
  /** `verification`: the pass of the check the server asked for (Code.VERIFY_REQUIRED), for the next attempt. */
  onSubmit(account: string, password: string, verification?: SlideResult): Promise<unknown>;
}

/**
 * Account and password, the submit button, and the refusal inline. The account is trimmed. When the server asks for
 * a check (many failures from this address), the slider appears and its pass is sent with the next attempt.
 */
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
  /** Counts the checks asked for (0: none): each is a fresh widget. */
  const [checks, setChecks] = useState(0);

  const run = async (verification?: SlideResult) => {
    setPending(true);
    setError(null);
    try {
      await onSubmit(account.trim(), password, verification);
    } catch (err) {
      setError(errorText(err));
      if (err instanceof ApiError && err.code === Code.VERIFY_REQUIRED) setChecks((n) => n + 1);
    } finally {
      setPending(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!account.trim() || !password || pending) return;
    void run();
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
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
      {checks > 0 && (
        <Suspense fallback={null}>
          <LoginCheck key={checks} account={account.trim()} onPass={(pass) => void run(pass)} />
        </Suspense>
      )}
      {aside}
      <SubmitArea error={error} label={submitLabel} pending={pending} disabled={!account.trim() || !password} />
    </Box>
  );
}
