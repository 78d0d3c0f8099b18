import { useEffect, useRef } from 'react';
import type { CourseLesson } from '@shared/api/boutique';
import { MediaPlayer } from '../../../components/media-player';
import { useSaveProgress } from '../api/boutique';
import { resumeAt } from '../labels';

/** While playing, the position is saved at most this often; pausing, the end and leaving save at once. */
export const SAVE_EVERY_MS = 5_000;

/**
 * A lesson in the product's player. It starts where the teacher left off (the saved position, once the video's
 * length is known) and saves the position as they watch: throttled while playing, and on pause, at the end (the
 * lesson is then completed) and when the lesson or the page is left. Remount it (key) for another lesson.
 */
export function LessonPlayer(p: { courseId: number; lesson: CourseLesson; autoPlay?: boolean; onEnded?(): void }) {
  const media = useRef<HTMLMediaElement>(null);
  const save = useSaveProgress();
  const s = useRef({ ready: false, pos: p.lesson.position, last: p.lesson.position, sentAt: 0 });
  const send = useRef((_completed?: boolean, _leaving?: 'route' | 'page') => {});
  send.current = (completed = false, leaving?: 'route' | 'page') => {
    const st = s.current;
    if (!st.ready || (!completed && Math.abs(st.pos - st.last) < 0.5)) return;
    st.last = st.pos;
    st.sentAt = Date.now();
    const req = { courseId: p.courseId, lessonId: p.lesson.id, position: st.pos, completed };
    void save(req, { refresh: !!leaving, unloading: leaving === 'page' }).catch(() => {});
  };
  useEffect(() => {
    const unload = () => send.current(false, 'page');
    window.addEventListener('pagehide', unload);
    return () => {
      window.removeEventListener('pagehide', unload);
      send.current(false, 'route');
    };
  }, []);
  return (
    <MediaPlayer
      ref={media}
      kind="video"
      src={p.lesson.videoUrl ?? undefined}
      title={p.lesson.title}
      autoPlay={p.autoPlay}
      onDuration={(d) => {
        const at = resumeAt(p.lesson.position, Number.isFinite(d) ? d : p.lesson.seconds);
        if (at && media.current) media.current.currentTime = at;
        s.current.pos = at || s.current.pos;
        // The first throttled save comes a full interval after the start, not at its first frame.
        s.current.sentAt = Date.now();
        s.current.ready = true;
      }}
      onTimeUpdate={(t) => {
        if (!s.current.ready) return;
        s.current.pos = t;
        if (Date.now() - s.current.sentAt >= SAVE_EVERY_MS) send.current();
      }}
      onPlayingChange={(playing) => {
        if (!playing) send.current();
      }}
      onEnded={() => {
        s.current.pos = media.current?.duration || p.lesson.seconds;
        send.current(true);
        p.onEnded?.();
      }}
    />
  );
}
