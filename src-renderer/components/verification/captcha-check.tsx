import { Alert, Box, Button, ButtonBase, OutlinedInput, Stack } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { getCaptchaImage, jpegDataUrl, newCaptchaId } from './api';
import type { SliderFailure } from './slider-check';

export interface CaptchaCheckProps {
  /** Why the slider gave way to the captcha. */
  reason: SliderFailure;
  /** The typed code and the id of the image it was read from. */
  onSubmit(codeKey: string, captchaId: string): void;
}

/** The fallback: type the characters of a server image; the image refreshes on click and after each confirm. */
export function CaptchaCheck({ reason, onSubmit }: CaptchaCheckProps) {
  const [image, setImage] = useState<string | null>(null);
  const [captchaId, setCaptchaId] = useState('');
  const [code, setCode] = useState('');

  const refresh = useCallback(async () => {
    const id = newCaptchaId();
    try {
      const data = await getCaptchaImage(id);
      setImage(jpegDataUrl(data));
      setCaptchaId(id);
    } catch (err) {
      // A refused fetch keeps the image (and the id it belongs to) unchanged.
      console.warn('captcha image failed', err);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const confirm = () => {
    const typed = code.trim();
    if (!typed || !captchaId) return;
    onSubmit(typed, captchaId);
    setCode('');
    void refresh();
  };

  return (
    <Stack spacing={1.5}>
      <Alert severity={reason === 'error' ? 'warning' : 'info'} sx={{ py: 0 }}>
        {reason === 'error' ? Msg.sliderNetworkError : Msg.sliderFailed}
      </Alert>
      <Stack direction="row" spacing={1} alignItems="stretch">
        <OutlinedInput
          size="small"
          placeholder={Msg.captchaPlaceholder}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && confirm()}
          autoComplete="off"
          autoFocus
          inputProps={{ maxLength: 10, 'aria-label': Msg.captchaPlaceholder }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <ButtonBase
          onClick={() => void refresh()}
          title={Msg.captchaRefresh}
          aria-label={Msg.captchaRefresh}
          sx={{ width: 120, height: 40, flex: 'none', borderRadius: 1, overflow: 'hidden', bgcolor: '#eef1f6' }}
        >
          {image && (
            <Box
              component="img"
              src={image}
              alt={Msg.captchaPlaceholder}
              sx={{ width: 1, height: 1, display: 'block' }}
            />
          )}
        </ButtonBase>
      </Stack>
      <Button variant="contained" onClick={confirm} fullWidth>
        {Msg.captchaConfirm}
      </Button>
    </Stack>
  );
}
