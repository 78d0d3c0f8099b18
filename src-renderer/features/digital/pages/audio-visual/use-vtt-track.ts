import { useEffect, useState } from 'react';
import { config } from '../../../../platform/config';
import { tokens } from '../../../../platform/storage';

/**
 * A WebVTT track from the server (a section's chapters or captions), as a blob URL: a <track> cannot send the token.
 * Undefined while loading, on failure, for no path, or when the track has no cue (the player then offers nothing).
 */
export function useVttTrack(path: string | undefined) {
  // The URL is kept with the path it was made for: a section switch never hands the new player the old section's
  // URL, which the switch has just revoked (the browser then logged ERR_FILE_NOT_FOUND for the blob).
  const [made, setMade] = useState<{ path: string; url: string } | undefined>();
  useEffect(() => {
    if (!path) return;
    let live = true;
    let url: string | undefined;
    const token = tokens.get('teacher') ?? tokens.get('parent');
    fetch(`${config.apiBase}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((text) => {
        if (!live || !text.startsWith('WEBVTT') || !text.includes('-->')) return;
        url = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
        setMade({ path, url });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return made && made.path === path ? made.url : undefined;
}
