import { Box } from '@mui/material';
import { useRef } from 'react';
import type { SlideResult } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { verifyCaptchaCode } from '../../../components/sms-api';
import {
  Verification,
  type VerificationHandle,
  type VerificationResult,
} from '../../../components/verification/verification';

export interface LoginCheckProps {
  /** The account signing in: a captcha pass is checked for it. */
  account: string;
  onPass(pass: SlideResult): void;
}

/**
 * The check a password sign-in meets when its address has had many failures (a school behind one NAT address at
 * lesson start): the slider, the image captcha or the text question (无障碍验证), instead of a lock-out. Its pass goes with the next attempt. The
 * form says why (请先完成安全验证) where it shows every refusal.
 */
export function LoginCheck({ account, onPass }: LoginCheckProps) {
  const ref = useRef<VerificationHandle>(null);
  const onResult = async (result: VerificationResult) => {
    if (result.kind !== 'captcha') return onPass(result.result);
    try {
      onPass(await verifyCaptchaCode(account, result.codeKey, result.captchaId));
    } catch {
      // The refusal was toasted (验证码错误 ...): a fresh check.
      ref.current?.reset();
    }
  };
  return (
    <Box role="group" aria-label={Msg.securityCheck} data-testid="login-check" sx={{ mb: 2 }}>
      <Verification ref={ref} onResult={(r) => void onResult(r)} />
    </Box>
  );
}
