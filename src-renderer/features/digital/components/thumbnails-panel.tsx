import { Box, ButtonBase, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from '../pdf/pdf-engine';

const WIDTH = 120;

/** A small page picture, rendered only when scrolled into view. */
function Thumb({
  doc,
  page,
  current,
  onOpen,
}: {
  doc: PDFDocumentProxy;
  page: number;
  current: boolean;
  onOpen: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const el = host.current;
    if (!el || src) return;
    let alive = true;
    const io = new IntersectionObserver(async ([e]) => {
      if (!e?.isIntersecting) return;
      io.disconnect();
      const p = await doc.getPage(page);
      const vp = p.getViewport({ scale: WIDTH / p.getViewport({ scale: 1 }).width });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(vp.width);
      canvas.height = Math.floor(vp.height);
      await p.render({ canvas, viewport: vp }).promise;
      const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.7));
      canvas.width = 0;
      if (alive && blob) setSrc(URL.createObjectURL(blob));
    });
    io.observe(el);
    return () => {
      alive = false;
      io.disconnect();
    };
  }, [doc, page, src]);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  useEffect(() => {
    if (current) host.current?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={`第 ${page} 页`}
      sx={{
        flexDirection: 'column',
        p: 0.5,
        borderRadius: 1,
        border: 2,
        borderColor: current ? 'primary.main' : 'transparent',
      }}
    >
      <Box ref={host} sx={{ width: WIDTH, height: WIDTH * 1.414, bgcolor: 'grey.100' }}>
        {src && <img src={src} alt="" width={WIDTH} style={{ display: 'block' }} />}
      </Box>
      <Typography variant="caption">{page}</Typography>
    </ButtonBase>
  );
}

export function ThumbnailsPanel({
  doc,
  page,
  onOpen,
}: {
  doc: PDFDocumentProxy;
  page: number;
  onOpen: (p: number) => void;
}) {
  const pages = Array.from({ length: doc.numPages }, (_, i) => i + 1);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 1 }}>
      {pages.map((p) => (
        <Thumb key={p} doc={doc} page={p} current={p === page} onOpen={() => onOpen(p)} />
      ))}
    </Box>
  );
}
