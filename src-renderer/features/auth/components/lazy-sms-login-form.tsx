import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { SmsLoginFormProps } from './sms-login-form';

const SmsLoginForm = lazy(() => import('./sms-login-form').then((m) => ({ default: m.SmsLoginForm })));

/** What a sign-in form loaded on demand shows while it loads. */
export const FormLoading = () => (
  <Box sx={{ height: 200, display: 'grid', placeItems: 'center' }}>
    <CircularProgress size={28} />
  </Box>
);

/**
 * The SMS sign-in form, loaded when its tab is chosen: it brings the verification widget and its dialog, which
 * a password sign-in never needs.
 */
export function LazySmsLoginForm(props: SmsLoginFormProps) {
  return (
    <Suspense fallback={<FormLoading />}>
      <SmsLoginForm {...props} />
    </Suspense>
  );
}
