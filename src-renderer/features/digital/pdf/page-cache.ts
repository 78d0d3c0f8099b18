import type { PDFDocumentProxy } from './pdf-engine';

export interface RenderedPage {
  canvas: HTMLCanvasElement;
  /** CSS size of the page at this scale. */
  width: number;
  height: number;
  scale: number;
}

/**
 * Renders pages into offscreen canvases and keeps the last few (the current page and its neighbours), so a page
 * turn only swaps a ready canvas in. Evicted canvases are shrunk to 0×0 and the page's resources released, which
 * keeps memory flat while paging through the whole book.
 */
export class PageCache {
  private readonly done = new Map<string, RenderedPage>();
  private readonly pending = new Map<string, Promise<RenderedPage>>();

  constructor(
    private readonly doc: PDFDocumentProxy,
    private readonly capacity = 6,
    private readonly dpr = Math.min(2, globalThis.devicePixelRatio || 1),
  ) {}

  private key = (page: number, scale: number) => `${page}@${scale.toFixed(3)}`;

  /** The rendered page, from the cache or rendered now (concurrent asks share one render). */
  get(page: number, scale: number): Promise<RenderedPage> {
    const key = this.key(page, scale);
    const hit = this.done.get(key);
    if (hit) {
      this.done.delete(key);
      this.done.set(key, hit);
      return Promise.resolve(hit);
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const job = this.render(page, scale).finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  /** Renders neighbours in the background; failures are ignored (the page renders again when shown). */
  prefetch(pages: number[], scale: number) {
    for (const p of pages) if (p >= 1 && p <= this.doc.numPages) void this.get(p, scale).catch(() => undefined);
  }

  has(page: number, scale: number) {
    return this.done.has(this.key(page, scale));
  }

  private async render(pageNo: number, scale: number): Promise<RenderedPage> {
    const page = await this.doc.getPage(pageNo);
    const viewport = page.getViewport({ scale: scale * this.dpr });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const width = viewport.width / this.dpr;
    const height = viewport.height / this.dpr;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    await page.render({ canvas, viewport }).promise;
    page.cleanup();
    const out = { canvas, width, height, scale };
    this.done.set(this.key(pageNo, scale), out);
    this.evict();
    return out;
  }

  private evict() {
    for (const [key, value] of this.done) {
      if (this.done.size <= this.capacity) break;
      // The canvas on screen stays until it is replaced.
      if (value.canvas.isConnected) continue;
      this.done.delete(key);
      value.canvas.width = 0;
      value.canvas.height = 0;
    }
  }

  clear() {
    for (const v of this.done.values()) {
      if (v.canvas.isConnected) continue;
      v.canvas.width = 0;
      v.canvas.height = 0;
    }
    this.done.clear();
  }
}
