import { useEffect, useRef } from 'react';

export interface PresenterActions {
  turn: (delta: number) => void;
  first: () => void;
  last: () => void;
  blank: () => void;
  undo: () => void;
  redo: () => void;
  /** Exam mode: no presenter key does anything. */
  locked?: boolean;
}

/** Where arrow keys belong to the control (typing, sliders, tabs, toggle groups, lists). */
const OWNS_ARROWS =
  'input, textarea, select, [contenteditable="true"], [role="slider"], [role="tab"], [role="listbox"], [role="menu"]';

/**
 * Presenter keys everywhere in class mode, whichever tool is open: PageDown/PageUp (what clickers send), arrows,
 * Home/End, B or . (the clicker's blank key) to blank the screen, and Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) to undo and
 * redo ink. Only typing keeps its keys.
 */
export function usePresenterKeys(actions: PresenterActions) {
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      const typing = !!t?.closest('input, textarea, select, [contenteditable="true"]');
      const a = ref.current;
      if (a.locked) return;
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !typing) {
        const k = e.key.toLowerCase();
        if (k === 'z' && !e.shiftKey) a.undo();
        else if (k === 'y' || (k === 'z' && e.shiftKey)) a.redo();
        else return;
        e.preventDefault();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      switch (e.key) {
        case 'PageDown':
          if (typing) return;
          a.turn(1);
          break;
        case 'PageUp':
          if (typing) return;
          a.turn(-1);
          break;
        case 'ArrowRight':
        case 'ArrowDown':
          if (t?.closest(OWNS_ARROWS)) return;
          a.turn(1);
          break;
        case 'ArrowLeft':
        case 'ArrowUp':
          if (t?.closest(OWNS_ARROWS)) return;
          a.turn(-1);
          break;
        case 'Home':
          if (typing) return;
          a.first();
          break;
        case 'End':
          if (typing) return;
          a.last();
          break;
        case 'b':
        case 'B':
        case '.':
          if (typing) return;
          a.blank();
          break;
        default:
          return;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
