import { useEffect, useState, type RefObject } from 'react';
import type { PDFDocumentProxy } from '../../pdf/pdf-engine';

export type FitMode = 'width' | 'page' | 'custom';

/** The page scale for the viewer's size: fit width, fit the whole page, or a custom zoom. */
export function useFitScale(
  host: RefObject<HTMLElement | null>,
  doc: PDFDocumentProxy,
  mode: FitMode,
  zoom: number,
  margin = 32,
  /** Pages side by side (2 for a spread): each gets its share of the width. */
  columns = 1,
) {
  const [box, setBox] = useState({ w: 0, h: 0 });
  const [base, setBase] = useState<{ w: number; h: number } | null>(null);
  useEffect(() => {
    void doc.getPage(1).then((p) => {
      const vp = p.getViewport({ scale: 1 });
      setBase({ w: vp.width, h: vp.height });
    });
  }, [doc]);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const ro = new ResizeObserver(([e]) => e && setBox({ w: e.contentRect.width, h: e.contentRect.height }));
    ro.observe(el);
    return () => ro.disconnect();
  }, [host]);
  if (!base || !box.w) return null;
  const fitW = (box.w - margin * columns) / (base.w * columns);
  const fitP = Math.min(fitW, (box.h - margin) / base.h);
  const raw = mode === 'width' ? fitW : mode === 'page' ? fitP : zoom;
  // Quantised so a resize by a pixel does not throw the page cache away.
  return Math.max(0.25, Math.round(raw * 20) / 20);
}
