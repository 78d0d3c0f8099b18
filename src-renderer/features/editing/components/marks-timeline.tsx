import { Box, Tooltip, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import type { AvTrim } from '@shared/api/editing';
import type { MarksDraft } from './marks-state';
import { clock } from './marks-state';
import { TrimOverlay } from './trim-overlay';
import type { TrimEdge } from './trim-state';

/**
 * The media's time line with its chapter (tall) and section (short) markers: a click seeks, a marker drags to a new
 * time (pointer capture, so the drag follows the pointer off the marker), the red line is the playhead.
 */
export function MarksTimeline({
  draft,
  time,
  onSeek,
  onMove,
  trim,
  onTrim,
}: {
  draft: MarksDraft;
  time: number;
  onSeek: (t: number) => void;
  onMove: (key: string, t: number) => void;
  /** The cut (入点 and 出点) drawn over the line, with its handles. */
  trim?: AvTrim;
  onTrim?: (edge: TrimEdge, t: number) => void;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const duration = draft.duration;
  const at = (clientX: number) => {
    const r = track.current!.getBoundingClientRect();
    return Math.min(Math.max((clientX - r.left) / r.width, 0), 1) * duration;
  };
  const pct = (t: number) => `${duration ? Math.min(100, (t / duration) * 100) : 0}%`;
  const points = draft.chapters.flatMap((c) => [
    { key: c.key, title: c.title, start: c.start, level: 0 },
    ...c.sections.map((x) => ({ key: x.key, title: x.title, start: x.start, level: 1 })),
  ]);
  // The cut's handles sit over the line but outside its element: the line holds the marks only.
  return (
    <Box sx={{ position: 'relative', mt: 2 }}>
      <Box
        ref={track}
        data-testid="marks-timeline"
        onPointerDown={(e) => duration && onSeek(at(e.clientX))}
        sx={{
          position: 'relative',
          height: 44,
          borderRadius: 2,
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'divider',
          cursor: 'pointer',
          touchAction: 'none',
          userSelect: 'none',
        }}
      >
        {draft.chapters.map((c, i) => (
          <Box
            key={`band-${c.key}`}
            sx={{
              position: 'absolute',
              left: pct(c.start),
              width: `calc(${pct(draft.chapters[i + 1]?.start ?? duration)} - ${pct(c.start)})`,
              top: 0,
              bottom: 0,
              bgcolor: i % 2 ? 'rgba(25,118,210,0.14)' : 'rgba(25,118,210,0.06)',
              overflow: 'hidden',
              pl: 1.25,
              pt: 0.25,
            }}
          >
            <Typography variant="caption" noWrap component="div" sx={{ color: 'primary.dark', fontWeight: 600 }}>
              {c.title}
            </Typography>
          </Box>
        ))}
        {points.map((p) => (
          <Tooltip key={p.key} title={`${p.title} · ${clock(p.start)}`} placement="top" arrow>
            <Box
              role="slider"
              aria-label={`${p.title} 的时间`}
              aria-valuemin={0}
              aria-valuemax={duration}
              aria-valuenow={p.start}
              aria-valuetext={clock(p.start)}
              tabIndex={0}
              onPointerDown={(e) => {
                e.stopPropagation();
                e.currentTarget.setPointerCapture(e.pointerId);
                setDragging(p.key);
              }}
              onPointerMove={(e) => dragging === p.key && onMove(p.key, at(e.clientX))}
              onPointerUp={() => setDragging(null)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowLeft') onMove(p.key, p.start - 0.5);
                if (e.key === 'ArrowRight') onMove(p.key, p.start + 0.5);
              }}
              sx={{
                position: 'absolute',
                left: pct(p.start),
                transform: 'translateX(-50%)',
                top: p.level ? 14 : 2,
                bottom: 2,
                width: p.level ? 8 : 12,
                borderRadius: 1,
                bgcolor: p.level ? 'secondary.main' : 'primary.main',
                cursor: 'ew-resize',
                boxShadow: dragging === p.key ? 3 : 0,
                '&:focus-visible': { outline: 2, outlineColor: 'warning.main' },
              }}
            />
          </Tooltip>
        ))}
        <Box
          aria-hidden
          sx={{ position: 'absolute', left: pct(time), top: -4, bottom: -4, width: 2, bgcolor: 'error.main' }}
        />
      </Box>
      {trim && onTrim && (
        <Box data-testid="trim-overlay" sx={{ position: 'absolute', inset: 1, pointerEvents: 'none' }}>
          <TrimOverlay trim={trim} duration={duration} at={at} onMove={onTrim} />
        </Box>
      )}
    </Box>
  );
}
