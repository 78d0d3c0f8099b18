import { useEffect, useState } from 'react';
import { config } from '../../../../platform/config';
import { tokens } from '../../../../platform/storage';

/** The section's WebVTT chapters track from the server, as a blob URL (a <track> cannot send the token). */
export function useChaptersTrack(bookId: number, sectionId: number | undefined) {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!sectionId) return;
    let live = true;
    let made: string | undefined;
    const token = tokens.get('teacher') ?? tokens.get('parent');
    fetch(`${config.apiBase}/api/v1/digital/audioVisualChapters.vtt?bookId=${bookId}&sectionId=${sectionId}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((text) => {
        if (!live || !text.startsWith('WEBVTT')) return;
        made = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
        setUrl(made);
      })
      .catch(() => live && setUrl(undefined));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [bookId, sectionId]);
  return url;
}
