import { useEffect, useRef, useState } from 'react';

/** Spec section 9: the frame is loaded 1 s after start and removed 5 s after it has loaded. */
export const CHAT_FRAME_DELAY_MS = 1000;
export const CHAT_FRAME_LINGER_MS = 5000;

/**
 * The hidden chat frame: an invisible iframe of the AI site that warms its cache (scripts, session) so the AI
 * chat opens fast later. It never takes focus and is gone 5 s after its load event.
 */
export function ChatFrame({ src }: { src: string }) {
  const [phase, setPhase] = useState<'waiting' | 'loading' | 'done'>('waiting');
  const removal = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!src) return;
    const t = setTimeout(() => setPhase((p) => (p === 'waiting' ? 'loading' : p)), CHAT_FRAME_DELAY_MS);
    return () => clearTimeout(t);
  }, [src]);
  useEffect(() => () => clearTimeout(removal.current), []);

  if (phase !== 'loading' || !src) return null;
  return (
    <iframe
      title="ai-chat-preload"
      data-testid="chat-frame"
      src={src}
      aria-hidden
      tabIndex={-1}
      onLoad={() => {
        clearTimeout(removal.current);
        removal.current = setTimeout(() => setPhase('done'), CHAT_FRAME_LINGER_MS);
      }}
      style={{
        position: 'fixed',
        left: -10000,
        top: 0,
        width: 1,
        height: 1,
        border: 0,
        opacity: 0,
        pointerEvents: 'none',
      }}
    />
  );
}

/** The frame's address: the AI site base; when it is this app itself ('/'), its AI chat route. */
export function chatFrameSrc(base: string, aiChatPath: string, origin = location.origin): string {
  if (!base) return '';
  const url = new URL(base, origin);
  if (url.origin === origin && !url.hash) url.hash = `#${aiChatPath}`;
  return url.toString();
}
