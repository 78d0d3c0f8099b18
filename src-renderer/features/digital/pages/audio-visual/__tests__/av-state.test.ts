import { describe, expect, it } from 'vitest';
import type { AvData } from '@shared/api/digital';
import { avReducer, initialAvState, nextSection } from '../av-state';

const section = (id: number, completed = false) => ({
  id,
  title: `第${id}节`,
  duration: 8,
  videoUrl: `/v${id}.mp4`,
  audioUrl: `/a${id}.mp3`,
  completed,
});
const data = (state: AvData['state'] = null): AvData => ({
  bookId: 1,
  chapters: [
    { id: 1, title: '第1章', sections: [section(11, true), section(12)] },
    { id: 2, title: '第2章', sections: [section(21), section(22)] },
    { id: 3, title: '第3章', sections: [section(31), section(32)] },
  ],
  state,
  progress: { total: 6, completed: 1, percentage: 17 },
});

describe('audio-visual playback state', () => {
  it('loads with progress = round(completed / total * 100)', () => {
    const s = avReducer(initialAvState, { type: 'load', data: data(), local: null });
    expect(s.progress).toEqual({ total: 6, completed: 1, percentage: 17 });
    const two = avReducer(s, { type: 'complete', sectionId: 12, completed: true });
    expect(two.progress).toEqual({ total: 6, completed: 2, percentage: 33 });
    const undo = avReducer(two, { type: 'complete', sectionId: 11, completed: false });
    expect(undo.progress.percentage).toBe(17);
  });

  it('resumes from the newer of the server and the local state', () => {
    const server = {
      currentChapterIndex: 1,
      currentSectionId: 22,
      currentTime: 4,
      mode: 'audio' as const,
      updatedAt: '2026-11-22T10:00:00Z',
    };
    const local = {
      ...server,
      currentChapterIndex: 2,
      currentSectionId: 31,
      currentTime: 2,
      updatedAt: '2026-11-22T11:00:00Z',
    };
    const s = avReducer(initialAvState, { type: 'load', data: data(server), local });
    expect(s).toMatchObject({
      currentChapterIndex: 2,
      currentSectionIndex: 0,
      currentTime: 2,
      mode: 'audio',
      isPlaying: false,
    });
    const older = avReducer(initialAvState, {
      type: 'load',
      data: data(server),
      local: { ...local, updatedAt: '2026-01-01T00:00:00Z' },
    });
    expect(older).toMatchObject({ currentChapterIndex: 1, currentSectionIndex: 1, currentTime: 4 });
  });

  it('stops playing when the mode switches, and restarts a section from 0 when another is chosen', () => {
    let s = avReducer(initialAvState, { type: 'load', data: data(), local: null });
    s = avReducer(s, { type: 'playing', isPlaying: true });
    s = avReducer(s, { type: 'time', currentTime: 5 });
    s = avReducer(s, { type: 'mode', mode: 'audio' });
    expect(s).toMatchObject({ mode: 'audio', isPlaying: false, currentTime: 5 });
    s = avReducer(s, { type: 'select', chapterIndex: 1, sectionIndex: 1 });
    expect(s).toMatchObject({ currentChapterIndex: 1, currentSectionIndex: 1, currentTime: 0, duration: 8 });
  });

  it('the section after the current one: within the chapter, then the next chapter, then none', () => {
    const s = avReducer(initialAvState, { type: 'load', data: data(), local: null });
    const at = (c: number, x: number) => avReducer(s, { type: 'select', chapterIndex: c, sectionIndex: x });
    expect(nextSection(at(0, 0))).toEqual({ chapterIndex: 0, sectionIndex: 1 });
    expect(nextSection(at(0, 1))).toEqual({ chapterIndex: 1, sectionIndex: 0 });
    expect(nextSection(at(2, 1))).toBeNull();
  });
});
