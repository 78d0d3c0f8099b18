import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { config } from '../platform/config';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** pdf.js needs its CJK cMaps for Chinese text; the API server serves them from the pdfjs-dist package. */
export const pdfjsAssets = () => ({
  cMapUrl: `${config.apiBase}/pdfjs/cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${config.apiBase}/pdfjs/standard_fonts/`,
});

/** The first pages of a small PDF document (a lesson's exercise sheet), rendered with pdf.js. */
export default function PdfPreview({ url, maxPages = 3 }: { url: string; maxPages?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'done' | 'error'>('loading');
  useEffect(() => {
    let live = true;
    const task = pdfjs.getDocument({ url, ...pdfjsAssets(), disableAutoFetch: true });
    (async () => {
      const doc = await task.promise;
      const el = box.current!;
      el.replaceChildren();
      for (let i = 1; i <= Math.min(doc.numPages, maxPages) && live; i++) {
        const page = await doc.getPage(i);
        const width = Math.min(el.clientWidth || 640, 900);
        const base = page.getViewport({ scale: 1 });
        const vp = page.getViewport({ scale: (width / base.width) * (window.devicePixelRatio || 1) });
        const canvas = document.createElement('canvas');
        canvas.width = vp.width;
        canvas.height = vp.height;
        canvas.style.width = `${width}px`;
        canvas.setAttribute('aria-label', `第${i}页`);
        el.appendChild(canvas);
        await page.render({ canvas, viewport: vp }).promise;
      }
      if (live) setState('done');
    })().catch(() => live && setState('error'));
    return () => {
      live = false;
      void task.destroy();
    };
  }, [url, maxPages]);
  return (
    <Box>
      {state === 'loading' && (
        <Stack alignItems="center" sx={{ py: 4 }}>
          <CircularProgress size={28} />
        </Stack>
      )}
      {state === 'error' && <Alert severity="error">文档加载失败</Alert>}
      <Box
        ref={box}
        data-testid="pdf-preview"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, '& canvas': { boxShadow: 2, bgcolor: '#fff' } }}
      />
    </Box>
  );
}
