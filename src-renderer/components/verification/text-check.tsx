import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import type { SlideResult, TextChallenge } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { ApiError } from '../../platform/http';
import { getTextChallenge, verifyText } from './api';

export interface TextCheckProps {
  /** The server accepted the answer: the same one-time pass a slider yields. */
  onPass(result: SlideResult): void;
}

/**
 * The non-visual check (无障碍验证, issue 33): a question in Chinese number words from the server (七加五等于几？),
 * answered with digits. The question is text, so a screen reader reads it; it is announced when it changes, and the
 * answer field is described by it. A wrong answer burns the question: the refusal is shown and a new one asked.
 */
export function TextCheck({ onPass }: TextCheckProps) {
  const [challenge, setChallenge] = useState<TextChallenge | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const questionId = useId();

  const next = useCallback(async () => {
    // The old question goes at once: nobody answers a question that is already spent.
    setChallenge(null);
    setAnswer('');
    try {
      setChallenge(await getTextChallenge());
    } catch (err) {
      setChallenge(null);
      setError(err instanceof ApiError ? err.message : Msg.sliderNetworkError);
    }
  }, []);

  useEffect(() => {
    void next();
  }, [next]);

  const confirm = async () => {
    const typed = answer.trim();
    if (!typed || !challenge || busy) return;
    setBusy(true);
    try {
      onPass(await verifyText(challenge.challengeId, typed));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : Msg.sliderNetworkError);
      await next();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5} data-testid="text-check">
      {error && (
        <Alert severity="warning" role="alert" sx={{ py: 0 }}>
          {error}
        </Alert>
      )}
      <Box id={questionId} aria-live="polite">
        <Typography variant="body2" color="text.secondary" component="span">
          {Msg.textCheckHint}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 18, ml: 0.5 }} data-testid="text-question">
          {challenge?.question ?? Msg.sliderLoading}
        </Typography>
      </Box>
      <TextField
        size="small"
        label={Msg.textCheckAnswer}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void confirm();
          }
        }}
        autoComplete="off"
        autoFocus
        slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric', 'aria-describedby': questionId } }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => void next()} sx={{ flex: 'none' }}>
          {Msg.textCheckNew}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy || !challenge} fullWidth>
          {Msg.captchaConfirm}
        </Button>
      </Stack>
    </Stack>
  );
}
