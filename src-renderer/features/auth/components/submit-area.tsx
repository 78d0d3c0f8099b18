import { Button } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense } from 'react';

// Shown only after a refusal: not downloaded with every sign-in page.
const Alert = lazy(() => import('@mui/material/Alert'));

/** The form's refusal (inline, in words from the server) and its big submit button. */
export function SubmitArea({
  error,
  label,
  pending,
  disabled,
}: {
  error: string | null;
  label: string;
  pending: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      {error && (
        <Suspense fallback={null}>
          <Alert severity="error" role="alert" sx={{ mb: 2, borderRadius: 2 }}>
            {error}
          </Alert>
        </Suspense>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={pending}
        disabled={disabled}
        sx={{
          height: 50,
          borderRadius: 2.5,
          fontSize: 16,
          fontWeight: 700,
          boxShadow: (t) => `0 10px 24px -12px ${alpha(t.palette.primary.main, 0.8)}`,
        }}
      >
        {label}
      </Button>
    </>
  );
}
