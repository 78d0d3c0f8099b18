import type { PDFDocumentProxy } from '../pdf/pdf-engine';

/** One book page as a JPEG file (about 1600 px wide), for the lesson bag. */
export async function pagePicture(doc: PDFDocumentProxy, page: number, width = 1600): Promise<File> {
  const p = await doc.getPage(page);
  const vp = p.getViewport({ scale: width / p.getViewport({ scale: 1 }).width });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(vp.width);
  canvas.height = Math.floor(vp.height);
  await p.render({ canvas, viewport: vp }).promise;
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.85));
  canvas.width = 0;
  if (!blob) throw new Error('page picture failed');
  return new File([blob], `page-${page}.jpg`, { type: 'image/jpeg' });
}
