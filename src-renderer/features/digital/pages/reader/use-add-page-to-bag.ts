import { useState } from 'react';
import { uploadImage } from '../../../../api/files/upload-image';
import { ApiError } from '../../../../platform/http';
import { notify } from '../../../../platform/notify';
import { useAddBagItem } from '../../api/add-bag-item';
import { L } from '../../labels';
import { pagePicture } from '../../lib/page-picture';
import type { PDFDocumentProxy } from '../../pdf/pdf-engine';

/** 本页加入备课包: the page on the screen, as a picture uploaded into the teacher's lesson bag. */
export function useAddPageToBag(bookId: number, bookTitle: string, doc: PDFDocumentProxy) {
  const add = useAddBagItem(bookId);
  const [busy, setBusy] = useState(false);
  const run = async (page: number, lessonId: number | null) => {
    setBusy(true);
    try {
      const { url } = await uploadImage(await pagePicture(doc, page));
      const title = `${bookTitle.slice(0, 80)} ${L.page(page)}`;
      await add.mutateAsync({ bookId, lessonId, title, url: new URL(url, location.origin).pathname });
    } catch (err) {
      notify.error(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, add: (page: number, lessonId: number | null) => void run(page, lessonId) };
}
