import ShieldRoundedIcon from '@mui/icons-material/ShieldRounded';
import { Box, Typography } from '@mui/material';
import type { ProtectionEvent } from '@shared/desktop-api';
import { Msg } from '@shared/rules/messages';
import { useWatermark } from '../watermark';

/** Above everything, including MUI dialogs (z-index 1300) and snackbars (1400). */
const Z_WATERMARK = 2000;
const Z_BLACKOUT = 2100;

export function Watermark({ name }: { name: string }) {
  const { marks, text } = useWatermark(true, name);
  return (
    <Box
      aria-hidden
      data-testid="watermark"
      sx={{ position: 'fixed', inset: 0, pointerEvents: 'none', overflow: 'hidden', zIndex: Z_WATERMARK }}
    >
      {marks.map((m, i) => (
        <Box
          key={i}
          data-testid="watermark-mark"
          sx={{
            position: 'absolute',
            left: `${m.left}%`,
            top: `${m.top}%`,
            transform: `rotate(${m.rotate}deg)`,
            transition: 'left 0.8s ease, top 0.8s ease',
            color: 'rgba(60, 72, 100, 0.16)',
            fontSize: 13,
            fontWeight: 500,
            whiteSpace: 'nowrap',
            userSelect: 'none',
          }}
        >
          {text}
        </Box>
      ))}
    </Box>
  );
}

/** The black screen and the watermark of spec section 4, drawn from main's protection events. */
export function ProtectionOverlay({ event, userName }: { event: ProtectionEvent; userName: string }) {
  const recording = event.state === 'recording';
  return (
    <>
      {event.watermark && <Watermark name={userName} />}
      {event.blackout && (
        <Box
          role="alert"
          data-testid="blackout"
          data-state={event.state}
          sx={{
            position: 'fixed',
            inset: 0,
            zIndex: Z_BLACKOUT,
            bgcolor: '#000',
            color: 'rgba(255,255,255,0.72)',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
            textAlign: 'center',
            px: 3,
          }}
        >
          <ShieldRoundedIcon sx={{ fontSize: 56, color: 'rgba(255,255,255,0.5)' }} />
          <Typography variant="h6" sx={{ color: 'rgba(255,255,255,0.85)', fontWeight: 500 }}>
            {recording ? Msg.protectionRecording : Msg.protectionBlackout}
          </Typography>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.5)' }}>
            {Msg.protectionHint}
          </Typography>
          {recording && !!event.processes?.length && (
            <Typography variant="caption" sx={{ color: 'rgba(255,255,255,0.4)' }}>
              {event.processes.join('、')}
            </Typography>
          )}
        </Box>
      )}
    </>
  );
}
