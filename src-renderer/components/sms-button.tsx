import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  type ButtonProps,
} from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import type { SmsCodeType } from '@shared/api/auth';
import type { UserType } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { checkSmsMobile } from '@shared/rules/validators';
import { notify } from '../platform/notify';
import { sendSmsCode, verifyCaptchaCode } from './sms-api';
import { useCountdown } from './use-countdown';
import { Verification, type VerificationHandle, type VerificationResult } from './verification/verification';

/** Spec section 9: SMS countdown 60 s. */
export const SMS_COUNTDOWN_SECONDS = 60;

export interface SmsButtonProps {
  mobile: string;
  smsCodeType: SmsCodeType;
  /** Whose accounts the code is for (a parent's registration, for one); the server defaults to ASSISTANT. */
  userType?: UserType;
  onSent?(): void;
  size?: ButtonProps['size'];
  sx?: ButtonProps['sx'];
}

/**
 * "获取验证码": enabled once the mobile is valid; asks for the verification (slider, else captcha) in a dialog, then
 * sends the code and counts 60 s down before it can send again. A send failure shows the server's message (the
 * HTTP layer's toast) and resets the slider.
 */
export function SmsButton({ mobile, smsCodeType, userType, onSent, size = 'medium', sx }: SmsButtonProps) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const { left, running, start } = useCountdown();
  const widget = useRef<VerificationHandle>(null);
  const number = mobile.trim();
  const problem = checkSmsMobile(number);

  const onResult = useCallback(
    async (r: VerificationResult) => {
      setSending(true);
      try {
        let pass;
        try {
          pass = r.kind === 'slider' ? r.result : await verifyCaptchaCode(number, r.codeKey, r.captchaId);
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
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        slotProps={{ paper: { sx: { borderRadius: 3, mx: 2, width: 'calc(100% - 32px)' } } }}
      >
        <DialogTitle sx={{ pr: 6, fontWeight: 700 }}>
          {Msg.securityCheck}
          <IconButton
            aria-label="关闭"
            onClick={() => setOpen(false)}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseRounded />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {Msg.securityCheckTip}
            <Box component="b" sx={{ color: 'text.primary', mx: 0.5 }}>
              {number.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}
            </Box>
          </Typography>
          <Verification ref={widget} onResult={(r) => void onResult(r)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
