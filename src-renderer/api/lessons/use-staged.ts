import { useEffect, useState } from 'react';
import { mediaUrl } from '../../platform/media';
import { listStaged, onStagedChange, pruneStaged, stagedMedia, type StagedLesson } from './lesson-store';

/**
 * The lessons made ready on this PC, kept current while they are prepared or removed. Lessons of days before
 * `today` are cleared first, so old lessons do not fill the PC.
 */
export function useStagedLessons(today: string): StagedLesson[] {
  const [list, setList] = useState<StagedLesson[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void listStaged().then(
        (l) => live && setList(l),
        () => undefined,
      );
    void pruneStaged(today).then(read, read);
    const off = onStagedChange(read);
    return () => {
      live = false;
      off();
    };
  }, [today]);
  return list;
}

/**
 * The address to play or show a lesson's media file from: the copy a ready lesson keeps on this PC when there is one
 * (the class then needs no network, and forty machines spare the school's line), else the server's. `undefined`
 * while it looks.
 */
export function useStagedMedia(url: string): string | undefined {
  const [src, setSrc] = useState<{ url: string; src: string }>();
  useEffect(() => {
    let live = true;
    let blobUrl = '';
    void stagedMedia(url)
      .catch(() => undefined)
      .then((blob) => {
        if (!live) return;
        if (blob) blobUrl = URL.createObjectURL(blob);
        setSrc({ url, src: blobUrl || mediaUrl(url) });
      });
    return () => {
      live = false;
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    };
  }, [url]);
  return src?.url === url ? src.src : undefined;
}
