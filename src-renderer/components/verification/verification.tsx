import { Box } from '@mui/material';
import { useCallback, useImperativeHandle, useState, type Ref } from 'react';
import type { SlideResult } from '@shared/api/auth';
import { CaptchaCheck } from './captcha-check';
import { SliderCheck, type SliderFailure } from './slider-check';

/** Spec "verification result": the slider object, or only the typed captcha text (with the image's id). */
export type VerificationResult =
  { kind: 'slider'; result: SlideResult } | { kind: 'captcha'; codeKey: string; captchaId: string };

export interface VerificationHandle {
  /** Back to a fresh slider (e.g. after an SMS send failed). */
  reset(): void;
}

export interface VerificationProps {
  onResult(result: VerificationResult): void;
  ref?: Ref<VerificationHandle>;
}

/**
 * The reusable verification widget (spec section 4): starts in slider mode; a slider failure or error switches to
 * the image captcha, whose confirm emits the typed code and refreshes the image.
 */
export function Verification({ onResult, ref }: VerificationProps) {
  const [fallback, setFallback] = useState<SliderFailure | null>(null);
  const [round, setRound] = useState(0);

  useImperativeHandle(ref, () => ({
    reset: () => {
      setFallback(null);
      setRound((r) => r + 1);
    },
  }));

  const onPass = useCallback((result: SlideResult) => onResult({ kind: 'slider', result }), [onResult]);
  const onCaptcha = useCallback(
    (codeKey: string, captchaId: string) => onResult({ kind: 'captcha', codeKey, captchaId }),
    [onResult],
  );

  return (
    <Box data-testid="verification" data-mode={fallback ? 'captcha' : 'slider'}>
      {fallback ? (
        <CaptchaCheck key={round} reason={fallback} onSubmit={onCaptcha} />
      ) : (
        <SliderCheck key={round} onPass={onPass} onFail={setFallback} />
      )}
    </Box>
  );
}
