import FullscreenRoundedIcon from '@mui/icons-material/FullscreenRounded';
import { Button, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { MediaPlayer } from '../../../components/media-player';

/**
 * An HLS stream in the product's player. hls.js (about 170 KB) is imported only here, when a stream is shown;
 * without Media Source Extensions the element plays the playlist itself (Safari, iOS). 全屏投影 puts the whole
 * player on the projector.
 */
export function HlsVideo({ src, title, live }: { src: string; title: string; live: boolean }) {
  const ref = useRef<HTMLMediaElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let destroy = () => {};
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        video.src = src;
        return;
      }
      const hls = new Hls({ enableWorker: true });
      hls.loadSource(src);
      hls.attachMedia(video);
      if (live) hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => {}));
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [src, live]);

  const fullScreen = () => {
    const box = ref.current?.closest('media-controller') ?? ref.current;
    void box?.requestFullscreen?.().catch(() => {});
  };
  return (
    <Stack spacing={1}>
      <MediaPlayer ref={ref} kind="video" title={title} live={live} autoPlay={live} />
      <Stack direction="row" justifyContent="flex-end">
        <Button size="small" startIcon={<FullscreenRoundedIcon />} onClick={fullScreen}>
          全屏投影
        </Button>
      </Stack>
    </Stack>
  );
}
