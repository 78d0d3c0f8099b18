import { useEffect, useRef, type PointerEvent } from 'react';

/** Keys a focused control uses itself (Space presses a button, Home/End move in a list or tab list). */
const CONTROL = 'button, a, select, [role="button"], [role="tab"], [role="option"], [role="slider"], [role="menuitem"]';

/**
 * Arrow keys / PageUp / PageDown turn pages (not while typing), and a horizontal swipe on touch screens. With `jump`
 * (the reader), Space / Shift+Space turn too and Home / End go to the first and last page, unless a control has the
 * focus and needs the key itself.
 */
export function usePageTurn(go: (delta: number) => void, jump?: (to: 'first' | 'last') => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t?.closest('input, textarea, [contenteditable="true"], [role="dialog"]')) return;
      if (e.key === 'ArrowRight' || e.key === 'PageDown') go(1);
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(-1);
      else if (!jump || t?.closest(CONTROL)) return;
      else if (e.key === ' ') go(e.shiftKey ? -1 : 1);
      else if (e.key === 'Home') jump('first');
      else if (e.key === 'End') jump('last');
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, jump]);

  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'touch') start.current = { x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s) return;
      const dx = e.clientX - s.x;
      if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(e.clientY - s.y)) go(dx < 0 ? 1 : -1);
    },
  };
}
