import { Box } from '@mui/material';
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';
import { ZhCn } from 'media-chrome/dist/lang/zh-CN.js';
import {
  MediaCaptionsButton,
  MediaControlBar,
  MediaController,
  MediaDurationDisplay,
  MediaFullscreenButton,
  MediaMuteButton,
  MediaPlayButton,
  MediaPlaybackRateButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { forwardRef, type ReactNode } from 'react';

addTranslation('zh-CN', ZhCn);
setLanguage('zh-CN');

interface Props {
  kind: 'video' | 'audio';
  /** Left out when a library attaches the stream itself (HLS through hls.js). */
  src?: string;
  title: string;
  /** A WebVTT chapters track (a blob: or same-origin URL). */
  chapters?: string;
  /** A WebVTT captions track of what is said (issue 33), shown by default; 字幕 turns it off and on. */
  captions?: string;
  autoPlay?: boolean;
  /** A live stream: starts muted (browsers refuse unmuted autoplay) and loops. */
  live?: boolean;
  children?: ReactNode;
  onTimeUpdate?: (t: number) => void;
  onDuration?: (d: number) => void;
  onPlayingChange?: (playing: boolean) => void;
  onEnded?: () => void;
}

/**
 * media-chrome's captions button says role="button" with aria-checked, which a button may not carry (axe:
 * aria-allowed-attr, critical): it is an on/off switch, named 字幕. Set once it is connected (the library sets its
 * role and name there).
 */
const captionsSwitch = (el: HTMLElement | null) => {
  el?.setAttribute('role', 'switch');
  el?.setAttribute('aria-label', '字幕');
};

/** The product's audio and video player: media-chrome's controller and control bar (zh-CN), around a native element. */
export const MediaPlayer = forwardRef<HTMLMediaElement, Props>(function MediaPlayer(p, ref) {
  const events = {
    onTimeUpdate: (e: React.SyntheticEvent<HTMLMediaElement>) => p.onTimeUpdate?.(e.currentTarget.currentTime),
    onLoadedMetadata: (e: React.SyntheticEvent<HTMLMediaElement>) => p.onDuration?.(e.currentTarget.duration),
    onPlay: () => p.onPlayingChange?.(true),
    onPause: () => p.onPlayingChange?.(false),
    onEnded: () => {
      p.onPlayingChange?.(false);
      p.onEnded?.();
    },
  };
  const track = (
    <>
      {p.chapters && <track kind="chapters" src={p.chapters} srcLang="zh" default />}
      {p.captions && <track kind="captions" src={p.captions} srcLang="zh" label="中文字幕" default />}
    </>
  );
  return (
    <Box
      sx={{
        width: '100%',
        '& media-controller': { width: '100%', borderRadius: 2, overflow: 'hidden', display: 'block' },
        '& video': { width: '100%', aspectRatio: '16 / 9', bgcolor: '#000', display: 'block' },
        // Captions sit above the control bar, which overlays the bottom of the picture (Chromium and Electron).
        '& video::-webkit-media-text-track-container': { transform: 'translateY(-44px)' },
        // The bar's buttons keep their size; only the time range gives way. On a narrow player (a phone) the
        // extras step aside so play, time, seek bar, rate and full screen stay usable (they used to shrink to nothing).
        containerType: 'inline-size',
        '& media-control-bar > *:not(media-time-range)': { flexShrink: 0 },
        '& media-time-range': { minWidth: 64 },
        '@container (max-width: 480px)': {
          '& media-seek-backward-button, & media-seek-forward-button, & media-volume-range, & media-duration-display': {
            display: 'none',
          },
        },
      }}
    >
      <MediaController audio={p.kind === 'audio' || undefined}>
        {p.kind === 'video' ? (
          <video
            ref={ref as React.Ref<HTMLVideoElement>}
            slot="media"
            src={p.src}
            aria-label={p.title}
            preload="metadata"
            playsInline
            autoPlay={p.autoPlay}
            muted={p.live}
            loop={p.live}
            crossOrigin="anonymous"
            {...events}
          >
            {track}
          </video>
        ) : (
          <audio
            ref={ref as React.Ref<HTMLAudioElement>}
            slot="media"
            src={p.src}
            aria-label={p.title}
            preload="metadata"
            autoPlay={p.autoPlay}
            crossOrigin="anonymous"
            {...events}
          >
            {track}
          </audio>
        )}
        <MediaControlBar>
          <MediaPlayButton />
          <MediaSeekBackwardButton seekOffset={5} />
          <MediaSeekForwardButton seekOffset={5} />
          <MediaTimeRange />
          <MediaTimeDisplay />
          <MediaDurationDisplay />
          <MediaMuteButton />
          <MediaVolumeRange />
          <MediaPlaybackRateButton />
          {p.kind === 'video' && p.captions && <MediaCaptionsButton ref={captionsSwitch} />}
          {p.kind === 'video' && <MediaFullscreenButton />}
        </MediaControlBar>
      </MediaController>
      {p.children}
    </Box>
  );
});
