import { Box, Button, type ButtonProps } from '@mui/material';
import { lazy, Suspense, useCallback, useRef, useState, type RefObject } from 'react';
import type { SmsCodeType } from '@shared/api/verify';
import type { UserType } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { checkSmsMobile } from '@shared/rules/validators';
import { notify } from '../platform/notify';
import { sendSmsCode, verifyCaptchaCode } from './sms-api';
import { useCountdown } from './use-countdown';
import type { VerificationHandle, VerificationResult } from './verification/verification';

// The security check (dialog, slider and captcha widgets) loads when the button is first pressed.
const SmsVerifyDialog = lazy(() => import('./sms-verify-dialog').then((m) => ({ default: m.SmsVerifyDialog })));

/** Spec section 9: SMS countdown 60 s. */
export const SMS_COUNTDOWN_SECONDS = 60;

export interface SmsButtonProps {
  mobile: string;
  smsCodeType: SmsCodeType;
  /** Whose accounts the code is for (a parent's registration, for one); the server defaults to ASSISTANT. */
  userType?: UserType;
  onSent?(): void;
  /**
   * The field that takes the focus once the dialog has closed after a send (the code field). Not in onSent: the
   * dialog gives the focus back to this button when it closes, and the button is disabled by then (issue 33).
   */
  focusAfterSent?: RefObject<HTMLElement | null>;
  size?: ButtonProps['size'];
  sx?: ButtonProps['sx'];
}

/**
 * "获取验证码": enabled once the mobile is valid; asks for the verification (slider, else captcha) in a dialog, then
 * sends the code and counts 60 s down before it can send again. A send failure shows the server's message (the
 * HTTP layer's toast) and resets the slider.
 */
export function SmsButton({
  mobile,
  smsCodeType,
  userType,
  onSent,
  focusAfterSent,
  size = 'medium',
  sx,
}: SmsButtonProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [sending, setSending] = useState(false);
  const { left, running, start } = useCountdown();
  const widget = useRef<VerificationHandle>(null);
  const sent = useRef(false);
  const number = mobile.trim();
  const problem = checkSmsMobile(number);

  const onResult = useCallback(
    async (r: VerificationResult) => {
      setSending(true);
      try {
        let pass;
        try {
          pass = r.kind !== 'captcha' ? r.result : await verifyCaptchaCode(number, r.codeKey, r.captchaId);
        } catch {
          // A wrong captcha: the widget already shows a fresh image; the toast says why.
          return;
        }
        try {
          await sendSmsCode(smsCodeType, number, pass, userType);
        } catch {
          widget.current?.reset();
          return;
        }
        sent.current = true;
        setOpen(false);
        start(SMS_COUNTDOWN_SECONDS);
        notify.success(Msg.smsSent);
        onSent?.();
      } finally {
        setSending(false);
      }
    },
    [number, smsCodeType, userType, start, onSent],
  );

  const click = () => {
    if (problem) return notify.warning(problem);
    setAsked(true);
    setOpen(true);
  };

  return (
    <>
      <Box component="span" title={problem ?? undefined} sx={{ display: 'inline-flex', flex: 'none' }}>
        <Button
          variant="text"
          size={size}
          onClick={click}
          disabled={Boolean(problem) || running || sending}
          sx={{ minWidth: 112, whiteSpace: 'nowrap', textTransform: 'none', fontVariantNumeric: 'tabular-nums', ...sx }}
        >
          {running ? `${left}${Msg.smsResendSuffix}` : Msg.smsGet}
        </Button>
      </Box>
      {asked && (
        <Suspense fallback={null}>
          <SmsVerifyDialog
            open={open}
            onClose={() => setOpen(false)}
            onExited={() => {
              if (sent.current) focusAfterSent?.current?.focus();
              sent.current = false;
            }}
            number={number}
            widget={widget}
            onResult={(r) => void onResult(r)}
          />
        </Suspense>
      )}
    </>
  );
}
