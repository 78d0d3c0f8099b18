import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { L } from '../labels';

/** Follows the pointer over the stage. */
function usePointer() {
  const [at, setAt] = useState({ x: -1000, y: -1000 });
  const onPointerMove = (e: PointerEvent) => setAt({ x: e.clientX, y: e.clientY });
  return { at, onPointerMove };
}

const MIN_R = 60;
const STEP = 40;
const EDGE = 18;

/**
 * Darkens the screen except a circle, to draw the class's eyes to one spot. It opens in the middle of the screen;
 * dragging inside moves it, dragging its edge resizes it (the centre stays), and + / - (or =) resize it too.
 */
export function Spotlight() {
  const [at, setAt] = useState(() => ({ x: window.innerWidth / 2, y: window.innerHeight / 2 }));
  const [r, setR] = useState(160);
  const drag = useRef<{ kind: 'move'; dx: number; dy: number } | { kind: 'resize' } | null>(null);
  useEffect(() => {
    const fit = (v: number) =>
      Math.round(Math.min(Math.max(window.innerWidth, window.innerHeight) / 2, Math.max(MIN_R, v)));
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === '+' || e.key === '=') setR((v) => fit(v + STEP));
      else if (e.key === '-' || e.key === '_') setR((v) => fit(v - STEP));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const dist = (e: PointerEvent) => Math.hypot(e.clientX - at.x, e.clientY - at.y);
  const onEdge = (e: PointerEvent) => Math.abs(dist(e) - r) <= EDGE;
  return (
    <Box
      data-testid="spotlight"
      onPointerDown={(e) => {
        if (onEdge(e)) drag.current = { kind: 'resize' };
        else if (dist(e) < r) drag.current = { kind: 'move', dx: e.clientX - at.x, dy: e.clientY - at.y };
        else return;
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (d?.kind === 'resize')
          setR(Math.round(Math.min(Math.max(window.innerWidth, window.innerHeight) / 2, Math.max(MIN_R, dist(e)))));
        else if (d?.kind === 'move') setAt({ x: e.clientX - d.dx, y: e.clientY - d.dy });
        e.currentTarget.style.cursor =
          d?.kind === 'resize' || (!d && onEdge(e)) ? 'nwse-resize' : d || dist(e) < r ? 'move' : 'default';
      }}
      onPointerUp={() => (drag.current = null)}
      sx={{ position: 'fixed', inset: 0, zIndex: 20, overflow: 'hidden', touchAction: 'none' }}
    >
      <Box
        data-testid="spotlight-hole"
        sx={{
          position: 'absolute',
          left: at.x - r,
          top: at.y - r,
          width: 2 * r,
          height: 2 * r,
          borderRadius: '50%',
          boxShadow: '0 0 0 200vmax rgba(0,0,0,0.88)',
          outline: '3px dashed rgba(255,255,255,0.45)',
          pointerEvents: 'none',
        }}
      />
      <Typography
        variant="body2"
        sx={{ position: 'absolute', top: 12, left: '50%', transform: 'translateX(-50%)', color: 'grey.400' }}
      >
        {L.spotlightHint}
      </Typography>
    </Box>
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

/**
 * A 2× lens over the stage. On opening it copies every page as the class sees it (the rendered page and the ink
 * above it, and anything else on the sheet); each move then only shifts that copy under the round lens.
 */
export function Magnifier() {
  const { at, onPointerMove } = usePointer();
  const copy = useRef<HTMLDivElement>(null);
  const R = 140;
  const Z = 2;
  useEffect(() => {
    const into = copy.current;
    if (!into) return;
    for (const sheet of document.querySelectorAll<HTMLElement>('[data-testid="pdf-page"]')) {
      const r = sheet.getBoundingClientRect();
      const clone = sheet.cloneNode(true) as HTMLElement;
      // A cloned canvas is blank: paint the original's pixels into it.
      const from = sheet.querySelectorAll('canvas');
      clone.querySelectorAll('canvas').forEach((c, i) => {
        const src = from[i];
        if (src) c.getContext('2d')?.drawImage(src, 0, 0);
      });
      clone.removeAttribute('data-testid');
      clone.setAttribute('aria-hidden', 'true');
      Object.assign(clone.style, {
        position: 'absolute',
        left: `${r.left}px`,
        top: `${r.top}px`,
        width: `${r.width}px`,
        height: `${r.height}px`,
        margin: '0',
        pointerEvents: 'none',
      });
      into.appendChild(clone);
    }
    return () => into.replaceChildren();
  }, []);
  return (
    <Box
      data-testid="magnifier"
      onPointerMove={onPointerMove}
      sx={{ position: 'fixed', inset: 0, zIndex: 20, cursor: 'none' }}
    >
      <Box
        data-testid="magnifier-lens"
        sx={{
          position: 'fixed',
          left: at.x - R,
          top: at.y - R,
          width: 2 * R,
          height: 2 * R,
          overflow: 'hidden',
          borderRadius: '50%',
          border: '4px solid #fff',
          boxShadow: '0 6px 24px rgba(0,0,0,.5)',
          bgcolor: '#263238',
          boxSizing: 'content-box',
        }}
      >
        <div
          ref={copy}
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            transformOrigin: '0 0',
            transform: `translate(${R - at.x * Z}px, ${R - at.y * Z}px) scale(${Z})`,
          }}
        />
      </Box>
    </Box>
  );
}

/** The presenter's blank key (B): the wall goes black until B again or a click. */
export function BlankScreen({ onClose }: { onClose: () => void }) {
  return (
    <Box
      data-testid="blank-screen"
      onClick={onClose}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (t) => t.zIndex.tooltip + 10,
        bgcolor: 'common.black',
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'center',
        pb: 2,
        color: 'grey.500',
        fontSize: '0.875rem',
        cursor: 'none',
      }}
    >
      {L.blanked}
    </Box>
  );
}
