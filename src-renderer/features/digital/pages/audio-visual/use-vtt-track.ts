import { useEffect, useState } from 'react';
import { config } from '../../../../platform/config';
import { tokens } from '../../../../platform/storage';

/**
 * A WebVTT track from the server (a section's chapters or captions), as a blob URL: a <track> cannot send the token.
 * Undefined while loading, on failure, for no path, or when the track has no cue (the player then offers nothing).
 */
export function useVttTrack(path: string | undefined) {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    setUrl(undefined);
    if (!path) return;
    let live = true;
    let made: string | undefined;
    const token = tokens.get('teacher') ?? tokens.get('parent');
    fetch(`${config.apiBase}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((text) => {
        if (!live || !text.startsWith('WEBVTT') || !text.includes('-->')) return;
        made = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
        setUrl(made);
      })
      .catch(() => live && setUrl(undefined));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  return url;
}
