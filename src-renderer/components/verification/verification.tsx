import { Box, ButtonBase, Stack } from '@mui/material';
import { useCallback, useImperativeHandle, useState, type Ref } from 'react';
import type { SlideResult } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { CaptchaCheck, type CaptchaReason } from './captcha-check';
import { SliderCheck } from './slider-check';
import { TextCheck } from './text-check';

/**
 * Spec "verification result": the slider object, or only the typed captcha text (with the image's id). The text
 * question (无障碍验证) is checked by the server like the slider, so it yields the same pass object.
 */
export type VerificationResult =
  { kind: 'slider' | 'text'; result: SlideResult } | { kind: 'captcha'; codeKey: string; captchaId: string };

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
  const [fallback, setFallback] = useState<CaptchaReason | null>(null);
  const [round, setRound] = useState(0);
  const [text, setText] = useState(false);

  useImperativeHandle(ref, () => ({
    reset: () => {
      setFallback(null);
      setText(false);
      setRound((r) => r + 1);
    },
  }));

  const onPass = useCallback((result: SlideResult) => onResult({ kind: 'slider', result }), [onResult]);
  const onText = useCallback((result: SlideResult) => onResult({ kind: 'text', result }), [onResult]);
  const onCaptcha = useCallback(
    (codeKey: string, captchaId: string) => onResult({ kind: 'captcha', codeKey, captchaId }),
    [onResult],
  );

  const link = { mt: 1.25, fontSize: 12, color: 'text.secondary', '&:hover': { color: 'primary.main' } } as const;
  // For whoever cannot see the slider or the image (a screen reader): a question read as text, offered beside both.
  const textButton = (
    <ButtonBase onClick={() => setText(true)} sx={{ ...link, fontWeight: 700 }}>
      {Msg.textCheckButton}
    </ButtonBase>
  );
  const mode = text ? 'text' : fallback ? 'captcha' : 'slider';

  return (
    <Box data-testid="verification" data-mode={mode}>
      {mode === 'text' ? (
        <TextCheck key={round} onPass={onText} />
      ) : mode === 'captcha' ? (
        <>
          <CaptchaCheck key={round} reason={fallback!} onSubmit={onCaptcha} />
          {textButton}
        </>
      ) : (
        <>
          <SliderCheck key={round} onPass={onPass} onFail={setFallback} />
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            {/* For whoever cannot drag (keyboard, a stiff touchpad): the captcha straight away. */}
            <ButtonBase onClick={() => setFallback('chosen')} sx={link}>
              {Msg.useCaptchaInstead}
            </ButtonBase>
            {textButton}
          </Stack>
        </>
      )}
    </Box>
  );
}
