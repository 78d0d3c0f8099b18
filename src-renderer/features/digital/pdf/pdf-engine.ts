import * as pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * The one place the reader touches pdf.js. Loaded only by the reader and classroom screens (lazy routes), so the
 * sign-in entry never carries it. CMaps, standard fonts and wasm decoders are self-hosted under `./pdfjs/` (see
 * scripts/pdfjs-assets.ts): Chinese text needs `cMapUrl`.
 */
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Start the worker as soon as the reader's code loads, while the book's metadata is still being fetched: booting
 * pdf.js's worker is a large part of the time to the first page.
 */
let worker: InstanceType<typeof pdfjs.PDFWorker> | undefined;
export function warmUp() {
  worker ??= new pdfjs.PDFWorker();
}

const asset = (dir: string) => new URL(`./pdfjs/${dir}/`, document.baseURI).href;

export type PdfSource = { url: string; headers?: Record<string, string> } | { data: Uint8Array };

/**
 * Opens a book. From a URL it uses HTTP range requests with `disableAutoFetch`/`disableStream`, so showing page 1
 * reads the cross-reference table and that page's objects, not the whole file.
 */
export function openPdf(source: PdfSource): { promise: Promise<PDFDocumentProxy>; destroy: () => Promise<void> } {
  warmUp();
  const task = pdfjs.getDocument({
    worker,
    ...('url' in source
      ? { url: source.url, httpHeaders: source.headers, disableAutoFetch: true, disableStream: true }
      : { data: source.data }),
    rangeChunkSize: 65536,
    cMapUrl: asset('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: asset('standard_fonts'),
    wasmUrl: asset('wasm'),
  });
  return { promise: task.promise, destroy: () => task.destroy() };
}

export const TextLayer = pdfjs.TextLayer;
export type { PDFDocumentProxy, PDFPageProxy, PageViewport } from 'pdfjs-dist';
