import { Box, Button, Chip, Paper, Portal, Stack, TextField, Typography } from '@mui/material';
import { Msg } from '@shared/rules/messages';
import { useEffect, useRef, useState } from 'react';
import { L } from '../labels';

const SUBJECTS = ['语文', '数学', '英语', '科学', '信息科技', '道德与法治'];
/** Reminders before the end, in minutes: shown on the clock and spoken where the platform can speak. */
export const EXAM_REMINDERS = [30, 10, 5];
const EXAM_MAX_SECONDS = 300 * 60;

/** An exam's length: whole minutes (`90`) or `m:ss` (`45:00`, full-width colon too); null for zero, bad text or >300 min. */
export function parseExamDuration(text: string): number | null {
  const m = /^(\d{1,3})(?::([0-5]\d))?$/.exec(text.trim().replace('：', ':'));
  if (!m) return null;
  const s = Number(m[1]) * 60 + (m[2] === undefined ? 0 : Number(m[2]));
  return s > 0 && s <= EXAM_MAX_SECONDS ? s : null;
}

const hms = (s: number) => {
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
};

/** Says `text` aloud in Chinese where the platform has speech synthesis; silently nothing elsewhere. */
function speak(text: string) {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
  const u = new SpeechSynthesisUtterance(text);
  u.lang = 'zh-CN';
  synth.speak(u);
}

interface Exam {
  subject: string;
  total: number;
  endsAt: number;
}

/**
 * Exam mode: a full-screen clock with the subject, the time left and the end time, reminders at 30/10/5 minutes
 * (shown and spoken), and the rest of the class screen locked: keys and clicks reach nothing else until the teacher
 * ends the exam through 结束考试 and its confirmation.
 */
export default function ExamClock({ onClose }: { onClose: () => void }) {
  const [exam, setExam] = useState<Exam | null>(null);
  const [subject, setSubject] = useState('');
  const [duration, setDuration] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; duration?: string }>({});
  const [now, setNow] = useState(() => Date.now());
  const [confirming, setConfirming] = useState(false);
  const [reminder, setReminder] = useState('');
  const fired = useRef(new Set<number>());
  const root = useRef<HTMLDivElement>(null);

  // The lock: keys meant for anything but the exam screen are swallowed (Tab still moves focus, and the rest of the
  // class screen is inert, so focus can only land here).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab' || (e.target instanceof Node && root.current?.contains(e.target))) return;
      e.stopPropagation();
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  useEffect(() => {
    if (!exam) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [exam]);

  const left = exam ? Math.max(0, Math.ceil((exam.endsAt - now) / 1000)) : 0;
  useEffect(() => {
    if (!exam) return;
    if (left === 0) {
      if (!fired.current.has(0)) {
        fired.current.add(0);
        setReminder(L.examOver);
        speak(L.examOver);
      }
      return;
    }
    for (const m of EXAM_REMINDERS) {
      if (exam.total > m * 60 && left <= m * 60 && !fired.current.has(m)) {
        fired.current.add(m);
        const text = L.examReminder(m);
        setReminder(text);
        speak(text);
      }
    }
  }, [exam, left]);

  const start = () => {
    const s = parseExamDuration(duration);
    const next = {
      subject: subject.trim() ? undefined : Msg.examNoSubject,
      duration: s === null ? Msg.examBadDuration : undefined,
    };
    setErrors(next);
    if (s === null || next.subject) return;
    const t = Date.now();
    setNow(t);
    // Reminders already passed at the start are not announced.
    fired.current = new Set(EXAM_REMINDERS.filter((m) => s <= m * 60));
    setExam({ subject: subject.trim(), total: s, endsAt: t + s * 1000 });
    root.current?.focus();
  };

  const endsAt = exam ? new Date(exam.endsAt) : null;
  // In a portal, outside the class screen that is made inert under it.
  return (
    <Portal>
      <Box
        ref={root}
        role="dialog"
        aria-modal="true"
        aria-label={L.examMode}
        data-testid="exam-clock"
        tabIndex={-1}
        // Clicks stop here: nothing under the exam screen can be reached.
        onPointerDownCapture={(e) => e.stopPropagation()}
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: (t) => t.zIndex.tooltip + 20,
          bgcolor: '#0d1b2a',
          color: '#fff',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          p: 4,
          outline: 'none',
        }}
      >
        {exam ? (
          <>
            {/* Boxes, not Typography: the theme's projector media query would shrink these sizes back. */}
            <Box component="h1" sx={{ fontSize: '4.5rem', fontWeight: 700, letterSpacing: 8, m: 0 }}>
              {exam.subject}
            </Box>
            <Box sx={{ fontSize: '2rem', color: '#b0bec5', mt: 2 }}>{L.examLeft}</Box>
            <Box
              data-testid="exam-left"
              sx={{
                fontSize: '14rem',
                lineHeight: 1.05,
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                color: left === 0 ? '#ff8a80' : left <= 5 * 60 ? '#ffd54f' : '#fff',
              }}
            >
              {hms(left)}
            </Box>
            <Box sx={{ fontSize: '2rem', color: '#b0bec5' }}>
              {endsAt &&
                L.examEndsAt(
                  `${String(endsAt.getHours()).padStart(2, '0')}:${String(endsAt.getMinutes()).padStart(2, '0')}`,
                )}
            </Box>
            <Box
              data-testid="exam-reminder"
              role="status"
              aria-live="assertive"
              sx={{
                mt: 4,
                minHeight: 72,
                px: 4,
                py: 1,
                borderRadius: 3,
                fontSize: '2.5rem',
                fontWeight: 700,
                color: '#0d1b2a',
                bgcolor: reminder ? '#ffd54f' : 'transparent',
              }}
            >
              {reminder}
            </Box>
          </>
        ) : (
          <Paper sx={{ p: 4, width: 560, maxWidth: '100%' }}>
            <Typography component="h1" variant="h5" fontWeight={700} gutterBottom>
              {L.examMode}
            </Typography>
            <Stack
              spacing={2}
              component="form"
              noValidate
              onSubmit={(e) => (e.preventDefault(), start())}
              sx={{ mt: 2 }}
            >
              <TextField
                label={L.examSubject}
                value={subject}
                onChange={(e) => (setSubject(e.target.value), setErrors({ ...errors, subject: undefined }))}
                error={!!errors.subject}
                helperText={errors.subject ?? ' '}
                autoFocus
              />
              <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                {SUBJECTS.map((s) => (
                  <Chip
                    key={s}
                    label={s}
                    color={subject === s ? 'primary' : 'default'}
                    onClick={() => (setSubject(s), setErrors({ ...errors, subject: undefined }))}
                  />
                ))}
              </Stack>
              <TextField
                label={L.examDuration}
                placeholder="90"
                value={duration}
                onChange={(e) => (setDuration(e.target.value), setErrors({ ...errors, duration: undefined }))}
                error={!!errors.duration}
                helperText={errors.duration ?? ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Stack direction="row" spacing={1} justifyContent="flex-end">
                <Button onClick={onClose}>{L.examCancel}</Button>
                <Button type="submit" variant="contained" size="large">
                  {L.examStart}
                </Button>
              </Stack>
            </Stack>
          </Paper>
        )}
        {exam && (
          <Box sx={{ position: 'absolute', bottom: 24, right: 24, textAlign: 'right' }}>
            {confirming ? (
              <Paper sx={{ p: 2 }}>
                <Typography sx={{ mb: 1.5 }}>{L.examConfirm}</Typography>
                <Stack direction="row" spacing={1} justifyContent="flex-end">
                  <Button variant="contained" onClick={() => setConfirming(false)} autoFocus>
                    {L.examKeepGoing}
                  </Button>
                  <Button color="error" variant="outlined" onClick={onClose}>
                    {L.examEnd}
                  </Button>
                </Stack>
              </Paper>
            ) : (
              <Stack direction="row" spacing={2} alignItems="center">
                <Typography variant="body2" sx={{ color: '#90a4ae' }}>
                  {L.examLocked}
                </Typography>
                <Button variant="outlined" color="inherit" onClick={() => setConfirming(true)}>
                  {L.examEnd}
                </Button>
              </Stack>
            )}
          </Box>
        )}
      </Box>
    </Portal>
  );
}
