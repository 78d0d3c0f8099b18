import { useCallback, useState } from 'react';
import { type NormRect } from '@shared/api/digital';
import { DigitalLimits } from '@shared/rules/digital';

export interface Selected {
  page: number;
  quote: string;
  rects: NormRect[];
  /** Where to show the "add note" button, in viewport coordinates. */
  anchor: { x: number; y: number };
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/**
 * Turns a text selection on a page into a note target: the quoted text and its rectangles normalised to the page
 * (0..1), so the highlight lands on the same words at any zoom and on any device.
 */
export function useSelectionNote() {
  const [selected, setSelected] = useState<Selected | null>(null);
  const onMouseUp = useCallback(() => {
    const sel = window.getSelection();
    const text = sel?.toString().trim() ?? '';
    if (!sel || sel.isCollapsed || !text) return setSelected(null);
    const range = sel.getRangeAt(0);
    const pageEl = (
      range.commonAncestorContainer instanceof Element
        ? range.commonAncestorContainer
        : range.commonAncestorContainer.parentElement
    )?.closest<HTMLElement>('[data-testid="pdf-page"]');
    if (!pageEl) return setSelected(null);
    const box = pageEl.getBoundingClientRect();
    const rects = [...range.getClientRects()]
      .filter((r) => r.width > 1 && r.height > 1)
      .slice(0, DigitalLimits.NOTE_RECTS_MAX)
      .map((r) => ({
        x: clamp((r.left - box.left) / box.width),
        y: clamp((r.top - box.top) / box.height),
        w: clamp(r.width / box.width),
        h: clamp(r.height / box.height),
      }));
    const last = range.getBoundingClientRect();
    setSelected({
      page: Number(pageEl.dataset.page),
      quote: text.slice(0, DigitalLimits.NOTE_QUOTE_MAX),
      rects,
      anchor: { x: last.right, y: last.bottom },
    });
  }, []);
  const clear = useCallback(() => {
    window.getSelection()?.removeAllRanges();
    setSelected(null);
  }, []);
  return { selected, onMouseUp, clear };
}
