import CheckRounded from '@mui/icons-material/CheckRounded';
import KeyboardDoubleArrowRightRounded from '@mui/icons-material/KeyboardDoubleArrowRightRounded';
import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { SlideChallenge, SlideResult } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { ApiError } from '../../platform/http';
import { getSlideChallenge, verifySlide } from './api';

export type SliderFailure = 'failed' | 'error';

export interface SliderCheckProps {
  onPass(result: SlideResult): void;
  /** 'failed': the server refused the drag; 'error': no challenge or no answer (network). */
  onFail(reason: SliderFailure): void;
}

type Status = 'loading' | 'ready' | 'checking' | 'passed';

const HANDLE = 44;
/** How close to the right end a release counts as "dragged to the end" (px on screen). */
const END_SLACK = 2;

interface Drag {
  t0: number;
  x0: number;
  max: number;
  x: number;
  trail: [number, number][];
}

/**
 * The slider check against the server's own challenge: drag the handle to the right end; the trail [ms, x] is
 * recorded on the challenge's width and checked by the server. A refusal or an error is only logged and reported.
 */
export function SliderCheck({ onPass, onFail }: SliderCheckProps) {
  const [status, setStatus] = useState<Status>('loading');
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const challenge = useRef<SlideChallenge | null>(null);
  const drag = useRef<Drag | null>(null);
  const callbacks = useRef({ onPass, onFail });
  useEffect(() => {
    callbacks.current = { onPass, onFail };
  });

  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const c = await getSlideChallenge();
        if (!alive) return;
        challenge.current = c;
        setStatus('ready');
        // A challenge is answerable for a while only: take a fresh one shortly before it lapses.
        timer = setTimeout(() => void load(), Math.max(5, c.expiresIn - 5) * 1000);
      } catch (err) {
        if (!alive) return;
        console.warn('slider challenge failed', err);
        callbacks.current.onFail('error');
      }
    };
    void load();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);

  const submit = async (d: Drag) => {
    const c = challenge.current;
    if (!c) return;
    setStatus('checking');
    try {
      const result = await verifySlide(c.sessionId, d.trail);
      setStatus('passed');
      callbacks.current.onPass(result);
    } catch (err) {
      console.warn('slider check refused', err);
      callbacks.current.onFail(err instanceof ApiError && err.code === 0 ? 'error' : 'failed');
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (status !== 'ready' || !track.current || !challenge.current) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const max = track.current.clientWidth - HANDLE;
    drag.current = { t0: performance.now(), x0: e.clientX, max, x: 0, trail: [[0, 0]] };
    setDragging(true);
  };

  /** One trail point per pointer move, and one for the release (the contract: press, moves, release). */
  const follow = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const c = challenge.current;
    if (!d || !c || d.max <= 0) return;
    d.x = Math.min(Math.max(e.clientX - d.x0, 0), d.max);
    setX(d.x);
    d.trail.push([Math.round(performance.now() - d.t0), Math.round((d.x / d.max) * c.width * 10) / 10]);
  };

  const onPointerUp = (e?: PointerEvent<HTMLDivElement>) => {
    if (e) follow(e);
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    setDragging(false);
    if (d.x >= d.max - END_SLACK) void submit(d);
    else setX(0);
  };

  const passed = status === 'passed';
  const text = status === 'ready' ? Msg.sliderHint : passed ? Msg.sliderPassed : Msg.sliderLoading;
  const motion = dragging ? 'none' : 'all .3s ease';
  return (
    <Box
      ref={track}
      data-status={status}
      sx={{
        position: 'relative',
        height: HANDLE,
        borderRadius: 1.5,
        bgcolor: '#eef1f6',
        border: '1px solid #e1e6ef',
        overflow: 'hidden',
        userSelect: 'none',
      }}
    >
      <Box
        sx={(t) => ({
          position: 'absolute',
          inset: 0,
          width: passed ? '100%' : x + HANDLE / 2,
          bgcolor: passed ? t.palette.success.main : alpha(t.palette.primary.main, 0.16),
          transition: motion,
        })}
      />
      <Typography
        variant="body2"
        aria-live="polite"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          pl: passed ? 0 : `${HANDLE}px`,
          color: passed ? '#fff' : 'text.secondary',
          fontWeight: passed ? 600 : 400,
          letterSpacing: 0.5,
          pointerEvents: 'none',
        }}
      >
        {text}
      </Typography>
      <Box
        role="slider"
        aria-label={Msg.securityCheck}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={passed ? 100 : Math.round((x / Math.max(1, (track.current?.clientWidth ?? 0) - HANDLE)) * 100)}
        aria-disabled={status !== 'ready'}
        tabIndex={-1}
        onPointerDown={onPointerDown}
        onPointerMove={follow}
        onPointerUp={onPointerUp}
        onPointerCancel={() => onPointerUp()}
        sx={{
          position: 'absolute',
          top: 0,
          left: passed ? `calc(100% - ${HANDLE}px)` : x,
          width: HANDLE,
          height: '100%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#fff',
          borderRadius: 1.5,
          boxShadow: '0 1px 4px rgba(20,40,90,.22)',
          cursor: status === 'ready' ? (dragging ? 'grabbing' : 'grab') : 'default',
          touchAction: 'none',
          transition: motion,
        }}
      >
        {passed ? <CheckRounded color="success" /> : <KeyboardDoubleArrowRightRounded color="primary" />}
      </Box>
    </Box>
  );
}
