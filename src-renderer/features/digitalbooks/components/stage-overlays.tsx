import { Box } from '@mui/material';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** Follows the pointer over the stage. */
function usePointer() {
  const [at, setAt] = useState({ x: -1000, y: -1000 });
  const onPointerMove = (e: PointerEvent) => setAt({ x: e.clientX, y: e.clientY });
  return { at, onPointerMove };
}

/** Darkens the screen except a circle around the pointer, to draw the class's eyes to one spot. */
export function Spotlight() {
  const { at, onPointerMove } = usePointer();
  return (
    <Box
      data-testid="spotlight"
      onPointerMove={onPointerMove}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 20,
        background: `radial-gradient(circle 160px at ${at.x}px ${at.y}px, transparent 98%, rgba(0,0,0,0.88) 100%)`,
      }}
    />
  );
}

/** A curtain over the page, dragged down to reveal it line by line. */
export function Curtain() {
  const [height, setHeight] = useState(() => window.innerHeight * 0.7);
  const [drag, setDrag] = useState(false);
  return (
    <Box
      data-testid="curtain"
      onPointerMove={(e) => drag && setHeight(Math.max(40, e.clientY))}
      onPointerUp={() => setDrag(false)}
      sx={{ position: 'fixed', inset: 0, zIndex: 20, pointerEvents: drag ? 'auto' : 'none' }}
    >
      <Box
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          top: 0,
          height,
          bgcolor: '#37474f',
          pointerEvents: 'auto',
          backgroundImage: 'repeating-linear-gradient(90deg, rgba(255,255,255,.06) 0 24px, transparent 24px 48px)',
        }}
      >
        <Box
          role="slider"
          aria-label="幕布"
          aria-valuenow={Math.round(height)}
          onPointerDown={(e) => (e.currentTarget.setPointerCapture(e.pointerId), setDrag(true))}
          onPointerMove={(e) => drag && setHeight(Math.max(40, e.clientY))}
          onPointerUp={() => setDrag(false)}
          sx={{
            position: 'absolute',
            bottom: -18,
            left: '50%',
            transform: 'translateX(-50%)',
            width: 120,
            height: 36,
            borderRadius: 18,
            bgcolor: '#ffca28',
            cursor: 'ns-resize',
            touchAction: 'none',
          }}
        />
      </Box>
    </Box>
  );
}

/** A 2× lens over the page: each move copies the part of the page canvas under the pointer, magnified. */
export function Magnifier() {
  const { at, onPointerMove } = usePointer();
  const lens = useRef<HTMLCanvasElement>(null);
  const R = 140;
  const Z = 2;
  useEffect(() => {
    const src = document.querySelector<HTMLCanvasElement>('[data-testid="pdf-page"] canvas');
    const ctx = lens.current?.getContext('2d');
    if (!src || !ctx) return;
    const r = src.getBoundingClientRect();
    const k = src.width / r.width;
    const half = (R / Z) * k;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 2 * R, 2 * R);
    ctx.drawImage(src, (at.x - r.left) * k - half, (at.y - r.top) * k - half, 2 * half, 2 * half, 0, 0, 2 * R, 2 * R);
  }, [at]);
  return (
    <Box
      data-testid="magnifier"
      onPointerMove={onPointerMove}
      sx={{ position: 'fixed', inset: 0, zIndex: 20, cursor: 'none' }}
    >
      <canvas
        ref={lens}
        width={2 * R}
        height={2 * R}
        style={{
          position: 'fixed',
          left: at.x - R,
          top: at.y - R,
          borderRadius: '50%',
          border: '4px solid #fff',
          boxShadow: '0 6px 24px rgba(0,0,0,.5)',
        }}
      />
    </Box>
  );
}
