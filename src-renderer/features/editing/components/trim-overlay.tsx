import { Box } from '@mui/material';
import { useState } from 'react';
import type { AvTrim } from '@shared/api/editing';
import { clock } from './marks-state';
import type { TrimEdge } from './trim-state';

/**
 * The cut on the marks time line: the parts outside the kept range are hatched, and the in-point (入点) and
 * out-point (出点) are bracket handles that drag (pointer capture) or move by arrow keys.
 */
export function TrimOverlay({
  trim,
  duration,
  at,
  onMove,
}: {
  trim: AvTrim;
  duration: number;
  at: (clientX: number) => number;
  onMove: (edge: TrimEdge, t: number) => void;
}) {
  const [dragging, setDragging] = useState<TrimEdge | null>(null);
  if (!duration) return null;
  const pct = (t: number) => `${Math.min(100, Math.max(0, (t / duration) * 100))}%`;
  const hatch = {
    position: 'absolute',
    top: 0,
    bottom: 0,
    pointerEvents: 'none',
    background: 'repeating-linear-gradient(135deg, rgba(0,0,0,0.28) 0 4px, rgba(0,0,0,0.12) 4px 8px)',
  } as const;
  const handle = (edge: TrimEdge) => {
    const t = trim[edge];
    return (
      <Box
        key={edge}
        role="slider"
        aria-label={edge === 'start' ? '入点' : '出点'}
        aria-valuemin={0}
        aria-valuemax={duration}
        aria-valuenow={t}
        aria-valuetext={clock(t)}
        tabIndex={0}
        title={`${edge === 'start' ? '入点' : '出点'} ${clock(t)}`}
        data-testid={`trim-${edge}`}
        onPointerDown={(e) => {
          e.stopPropagation();
          e.currentTarget.setPointerCapture(e.pointerId);
          setDragging(edge);
        }}
        onPointerMove={(e) => dragging === edge && onMove(edge, at(e.clientX))}
        onPointerUp={() => setDragging(null)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') onMove(edge, t - 0.1);
          if (e.key === 'ArrowRight') onMove(edge, t + 0.1);
        }}
        sx={{
          position: 'absolute',
          left: pct(t),
          transform: edge === 'start' ? 'translateX(-100%)' : 'none',
          top: -6,
          bottom: -6,
          width: 10,
          zIndex: 2,
          pointerEvents: 'auto',
          cursor: 'ew-resize',
          bgcolor: 'warning.main',
          borderRadius: edge === 'start' ? '6px 0 0 6px' : '0 6px 6px 0',
          boxShadow: dragging === edge ? 4 : 1,
          '&::after': {
            content: '""',
            position: 'absolute',
            top: '35%',
            bottom: '35%',
            left: 4,
            width: 2,
            bgcolor: 'common.white',
            borderRadius: 1,
          },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      />
    );
  };
  return (
    <>
      <Box aria-hidden sx={{ ...hatch, left: 0, width: pct(trim.start) }} />
      <Box aria-hidden sx={{ ...hatch, left: pct(trim.end), right: 0 }} />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: pct(trim.start),
          width: `calc(${pct(trim.end)} - ${pct(trim.start)})`,
          top: -2,
          bottom: -2,
          border: 2,
          borderColor: 'warning.main',
          borderLeft: 0,
          borderRight: 0,
          pointerEvents: 'none',
        }}
      />
      {handle('start')}
      {handle('end')}
    </>
  );
}
