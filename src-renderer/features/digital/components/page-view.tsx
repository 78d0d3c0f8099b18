import { Box } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TextLayer, type PDFDocumentProxy } from '../pdf/pdf-engine';
import type { PageCache } from '../pdf/page-cache';
import '../pdf/text-layer.css';

interface Props {
  doc: PDFDocumentProxy;
  cache: PageCache;
  page: number;
  scale: number;
  /** Draw the selectable text layer (the reader; not the classroom, where the pen owns the pointer). */
  textLayer?: boolean;
  /** Called once the page's canvas is on screen (the benchmark and e2e wait for `data-rendered`). */
  onRendered?: (page: number) => void;
  /** Overlays in page coordinates (highlights, ink), given the page's CSS size. */
  children?: (size: { width: number; height: number }) => ReactNode;
}

/** One PDF page: the cached canvas, the text layer for selection, and overlays on top. */
export function PageView({ doc, cache, page, scale, textLayer = true, onRendered, children }: Props) {
  const canvasHost = useRef<HTMLDivElement>(null);
  const textHost = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number; page: number } | null>(null);

  useEffect(() => {
    let alive = true;
    void cache.get(page, scale).then((r) => {
      const host = canvasHost.current;
      if (!alive || !host) return;
      host.replaceChildren(r.canvas);
      setSize({ width: r.width, height: r.height, page });
      onRendered?.(page);
      // Pre-render the neighbours for an instant turn.
      cache.prefetch([page + 1, page - 1, page + 2], scale);
    });
    return () => {
      alive = false;
    };
  }, [cache, page, scale, onRendered]);

  useEffect(() => {
    const host = textHost.current;
    if (!textLayer || !host || !size) return;
    let layer: InstanceType<typeof TextLayer> | undefined;
    let alive = true;
    void doc.getPage(page).then((p) => {
      if (!alive) return;
      const viewport = p.getViewport({ scale });
      host.replaceChildren();
      host.style.setProperty('--total-scale-factor', String(scale));
      layer = new TextLayer({ textContentSource: p.streamTextContent(), container: host, viewport });
      void layer.render().catch(() => undefined);
    });
    return () => {
      alive = false;
      layer?.cancel();
    };
  }, [doc, page, scale, size, textLayer]);

  const shown = size?.page === page;
  return (
    <Box
      data-testid="pdf-page"
      data-page={page}
      data-rendered={shown ? 'true' : 'false'}
      sx={{
        position: 'relative',
        bgcolor: '#fff',
        boxShadow: 3,
        width: size?.width ?? 600,
        height: size?.height ?? 800,
        flex: 'none',
      }}
    >
      <Box ref={canvasHost} sx={{ position: 'absolute', inset: 0, '& canvas': { display: 'block' } }} />
      {textLayer && <div ref={textHost} className="textLayer" />}
      {size && <Box sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 3 }}>{children?.(size)}</Box>}
    </Box>
  );
}
