import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import {
  Box,
  Button,
  Card,
  LinearProgress,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useEffect, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { avCaptionsVttPath, avChaptersVttPath } from '@shared/api/digital';
import { Msg } from '@shared/rules/messages';
import { EmptyState } from '../../../../components/empty-state';
import { useAudioVisual } from '../../api/get-audio-visual';
import { useCompleteSection } from '../../api/complete-section';
import { saveAvProgress } from '../../api/save-av-progress';
import { useBookInfo } from '../../api/book-info';
import { idParam } from '../../../../config/book-paths';
import { fileUrl } from '../../components/resource-preview';
import {
  avReducer,
  currentSection,
  initialAvState,
  localPlayback,
  nextSection,
  toSaved,
  type AvMode,
} from './av-state';
import { ChapterList } from './chapter-list';
import { MarkTicks, MediaMarks } from './media-marks';
import { keptOf, pulledBack, resumeAt as resumeFrom, withFragment } from './trim';
import { useVttTrack } from './use-vtt-track';

const MediaPlayer = lazy(() => import('../../../../components/media-player').then((m) => ({ default: m.MediaPlayer })));
const SAVE_EVERY_MS = 5000;

/** /digitalbooks/audioVisualRead?bookId=: the book's audio and video by chapter, with progress kept per book. */
export default function AudioVisualPage() {
  const [params] = useSearchParams();
  const bookId = idParam(params, 'bookId', 'id');
  const book = useBookInfo(bookId);
  const av = useAudioVisual(bookId);
  const complete = useCompleteSection(bookId);
  const [state, dispatch] = useReducer(avReducer, initialAvState);
  const media = useRef<HTMLMediaElement>(null);
  const lastSave = useRef(0);
  const loaded = useRef(false);

  useEffect(() => {
    if (av.data && !loaded.current) {
      loaded.current = true;
      dispatch({ type: 'load', data: av.data, local: localPlayback.read(bookId) });
    }
  }, [av.data, bookId]);

  const section = currentSection(state);
  const chapters = useVttTrack(section && avChaptersVttPath(bookId, section.id));
  const captions = useVttTrack(section?.captions ? avCaptionsVttPath(bookId, section.id) : undefined);

  // Keep the state locally at once and on the server every few seconds (and on every pause, switch or mode change).
  const persist = (force = false) => {
    if (!section) return;
    const saved = toSaved(state);
    localPlayback.write(bookId, saved);
    if (force || Date.now() - lastSave.current > SAVE_EVERY_MS) {
      lastSave.current = Date.now();
      void saveAvProgress({ bookId, ...saved }).catch(() => undefined);
    }
  };
  const persistRef = useRef(persist);
  persistRef.current = persist;
  useEffect(() => persistRef.current(), [state.currentTime]);
  useEffect(
    () => persistRef.current(true),
    [state.mode, state.currentChapterIndex, state.currentSectionIndex, state.isPlaying],
  );

  // Resume where the state says once the element has its metadata.
  const resumeAt = useRef<number | null>(null);
  /** The section whose end was handled (once per section), and whether the section now shown starts by itself. */
  const ending = useRef<number | null>(null);
  const playNext = useRef(false);
  useEffect(() => {
    resumeAt.current = state.currentTime;
  }, [section?.id, state.mode]);

  if (!bookId || av.isError) return <EmptyState text={av.error?.message ?? Msg.digitalBookNotFound} />;
  if (!av.data || !loaded.current) return <Skeleton variant="rounded" sx={{ m: 3 }} height={420} />;
  if (!state.chapters.length) return <EmptyState text={Msg.noData} />;

  const switchMode = (mode: AvMode) => {
    media.current?.pause();
    dispatch({ type: 'mode', mode });
  };
  const trimmed = !!section?.trim;
  const kept = keptOf(section?.trim, state.duration || section?.duration || 0);
  // A trimmed media: the time shown counts from the in-point; a play at the out-point starts over at the in-point.
  const onTime = (t: number) => {
    const el = media.current;
    const to = pulledBack(t, kept, trimmed);
    if (el && to !== null) el.currentTime = to;
    if (el && trimmed && t >= kept.end - 0.05 && !el.paused) {
      el.pause();
      finished();
    }
    dispatch({ type: 'time', currentTime: Math.min(Math.max(to ?? t, kept.start), kept.end) });
  };
  const onPlaying = (playing: boolean) => {
    const el = media.current;
    if (el && playing && trimmed && el.currentTime >= kept.end - 0.1) el.currentTime = kept.start;
    if (playing) {
      ending.current = null;
      playNext.current = false;
    }
    dispatch({ type: 'playing', isPlaying: playing });
    // The browser itself pauses a trimmed media at its fragment's out-point (often before a time update reaches
    // onTime): a pause there is the section's end.
    if (el && !playing && trimmed && el.currentTime >= kept.end - 0.1) finished();
  };
  // Played to its end (or to a trim's out-point): the section counts as learnt, and the next one starts.
  const finished = () => {
    if (!section || ending.current === section.id) return;
    ending.current = section.id;
    if (!section.completed) {
      dispatch({ type: 'complete', sectionId: section.id, completed: true });
      complete.mutate({ bookId, sectionId: section.id, completed: true });
    }
    const next = nextSection(state);
    if (!next) return;
    playNext.current = true;
    dispatch({ type: 'select', ...next });
  };
  const mark = () => {
    if (!section) return;
    dispatch({ type: 'complete', sectionId: section.id, completed: !section.completed });
    complete.mutate({ bookId, sectionId: section.id, completed: !section.completed });
  };

  return (
    <Box sx={{ p: 3, maxWidth: 1280, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        视听阅读
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {book.data?.title}
      </Typography>
      {/* On a phone the player comes first, its chapters below. */}
      <Stack direction={{ xs: 'column-reverse', md: 'row' }} spacing={3} alignItems="flex-start">
        <Card variant="outlined" sx={{ borderRadius: 3, width: { xs: '100%', md: 300 }, flexShrink: 0 }}>
          <Box sx={{ p: 2, pb: 1 }}>
            <Typography variant="body2" aria-live="polite" data-testid="av-progress">
              已完成 {state.progress.completed}/{state.progress.total} · {state.progress.percentage}%
            </Typography>
            <LinearProgress
              variant="determinate"
              value={state.progress.percentage}
              aria-label="学习进度"
              sx={{ mt: 1, height: 8, borderRadius: 4 }}
            />
          </Box>
          <ChapterList
            state={state}
            onSelect={(c, s) => dispatch({ type: 'select', chapterIndex: c, sectionIndex: s })}
          />
        </Card>
        <Card variant="outlined" sx={{ borderRadius: 3, p: 2, flex: 1, minWidth: 0, width: '100%' }}>
          <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }} spacing={2}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }} noWrap>
              {section?.title}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={state.mode}
              onChange={(_e, v: AvMode | null) => v && switchMode(v)}
              aria-label="播放模式"
            >
              <ToggleButton value="video">视频</ToggleButton>
              <ToggleButton value="audio">音频</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          {section && (
            <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
              <MediaPlayer
                key={`${section.id}-${state.mode}`}
                ref={media}
                kind={state.mode}
                title={section.title}
                src={withFragment(fileUrl(state.mode === 'video' ? section.videoUrl : section.audioUrl), section.trim)}
                chapters={chapters}
                captions={captions}
                onDuration={(d) => {
                  dispatch({ type: 'duration', duration: d });
                  const at = trimmed ? resumeFrom(resumeAt.current ?? 0, keptOf(section.trim, d)) : resumeAt.current;
                  if (at && media.current && at < d) media.current.currentTime = at;
                  resumeAt.current = null;
                }}
                onTimeUpdate={onTime}
                onPlayingChange={onPlaying}
                onEnded={finished}
                autoPlay={playNext.current}
              />
            </Suspense>
          )}
          <MarkTicks marks={section?.marks ?? []} from={kept.start} to={kept.end} />
          <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary" data-testid="av-status">
              {state.isPlaying ? '播放中' : '已暂停'} · {Math.floor(Math.max(0, state.currentTime - kept.start) + 1e-6)}
              /{Math.round(kept.end - kept.start)} 秒
            </Typography>
            <Button
              variant={section?.completed ? 'outlined' : 'contained'}
              disableElevation
              startIcon={<CheckRoundedIcon />}
              onClick={mark}
            >
              {section?.completed ? '已完成（取消）' : '标记完成'}
            </Button>
          </Stack>
          <MediaMarks
            marks={section?.marks ?? []}
            currentTime={state.currentTime}
            from={kept.start}
            onSeek={(t) => {
              if (!media.current) return;
              media.current.currentTime = t;
              dispatch({ type: 'time', currentTime: t });
            }}
          />
        </Card>
      </Stack>
    </Box>
  );
}
