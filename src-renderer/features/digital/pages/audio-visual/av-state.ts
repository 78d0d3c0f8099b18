import type { AvChapter, AvData } from '@shared/api/digital';
import { progressPercentage } from '@shared/rules/digital';

export type AvMode = 'audio' | 'video';

/** The spec's playback state (section 3/4): chapters with sections, where playback is, and the progress. */
export interface AvPlaybackState {
  chapters: AvChapter[];
  currentChapterIndex: number;
  currentSectionIndex: number;
  currentTime: number;
  duration: number;
  isPlaying: boolean;
  mode: AvMode;
  progress: { total: number; completed: number; percentage: number };
}

/** What is kept per book, locally and on the server; the newer of the two wins. */
export interface SavedPlayback {
  currentChapterIndex: number;
  currentSectionId: number | null;
  currentTime: number;
  mode: AvMode;
  updatedAt: string;
}

export type AvAction =
  | { type: 'load'; data: AvData; local: SavedPlayback | null }
  | { type: 'select'; chapterIndex: number; sectionIndex: number }
  | { type: 'mode'; mode: AvMode }
  | { type: 'time'; currentTime: number }
  | { type: 'duration'; duration: number }
  | { type: 'playing'; isPlaying: boolean }
  | { type: 'complete'; sectionId: number; completed: boolean };

export const initialAvState: AvPlaybackState = {
  chapters: [],
  currentChapterIndex: 0,
  currentSectionIndex: 0,
  currentTime: 0,
  duration: 0,
  isPlaying: false,
  mode: 'video',
  progress: { total: 0, completed: 0, percentage: 0 },
};

export function progressOf(chapters: AvChapter[]) {
  const sections = chapters.flatMap((c) => c.sections);
  const completed = sections.filter((s) => s.completed).length;
  return { total: sections.length, completed, percentage: progressPercentage(completed, sections.length) };
}

const newer = (a: SavedPlayback | null, b: SavedPlayback | null) =>
  !a ? b : !b ? a : Date.parse(a.updatedAt) >= Date.parse(b.updatedAt) ? a : b;

export function avReducer(state: AvPlaybackState, action: AvAction): AvPlaybackState {
  switch (action.type) {
    case 'load': {
      const { chapters } = action.data;
      const saved = newer(action.data.state, action.local);
      let ci = 0;
      let si = 0;
      chapters.forEach((c, i) =>
        c.sections.forEach((s, j) => {
          if (s.id === saved?.currentSectionId) [ci, si] = [i, j];
        }),
      );
      const found = saved?.currentSectionId != null && chapters[ci]?.sections[si]?.id === saved.currentSectionId;
      return {
        ...state,
        chapters,
        currentChapterIndex: found ? ci : 0,
        currentSectionIndex: found ? si : 0,
        currentTime: found ? saved!.currentTime : 0,
        mode: saved?.mode ?? state.mode,
        isPlaying: false,
        progress: progressOf(chapters),
      };
    }
    case 'select':
      return {
        ...state,
        currentChapterIndex: action.chapterIndex,
        currentSectionIndex: action.sectionIndex,
        currentTime: 0,
        duration: state.chapters[action.chapterIndex]?.sections[action.sectionIndex]?.duration ?? 0,
        isPlaying: false,
      };
    case 'mode':
      // Switching mode stops the other player: nothing plays until the user presses play again.
      return action.mode === state.mode ? state : { ...state, mode: action.mode, isPlaying: false };
    case 'time':
      return { ...state, currentTime: action.currentTime };
    case 'duration':
      return Number.isFinite(action.duration) ? { ...state, duration: action.duration } : state;
    case 'playing':
      return { ...state, isPlaying: action.isPlaying };
    case 'complete': {
      const chapters = state.chapters.map((c) => ({
        ...c,
        sections: c.sections.map((s) => (s.id === action.sectionId ? { ...s, completed: action.completed } : s)),
      }));
      return { ...state, chapters, progress: progressOf(chapters) };
    }
  }
}

export const currentSection = (s: AvPlaybackState) =>
  s.chapters[s.currentChapterIndex]?.sections[s.currentSectionIndex];

export function toSaved(s: AvPlaybackState): SavedPlayback {
  return {
    currentChapterIndex: s.currentChapterIndex,
    currentSectionId: currentSection(s)?.id ?? null,
    currentTime: Math.round(s.currentTime * 10) / 10,
    mode: s.mode,
    updatedAt: new Date().toISOString(),
  };
}

const KEY = (bookId: number) => `classpro:audioVisual:${bookId}`;

export const localPlayback = {
  read(bookId: number): SavedPlayback | null {
    try {
      return JSON.parse(localStorage.getItem(KEY(bookId)) ?? 'null') as SavedPlayback | null;
    } catch {
      return null;
    }
  },
  write(bookId: number, saved: SavedPlayback) {
    try {
      localStorage.setItem(KEY(bookId), JSON.stringify(saved));
    } catch {
      // storage full or disabled: the server copy still follows the user
    }
  },
};

/** The section after the current one (the next chapter's first when the chapter is done), or null at the book's end. */
export function nextSection(state: AvPlaybackState): { chapterIndex: number; sectionIndex: number } | null {
  const { chapters, currentChapterIndex: c, currentSectionIndex: s } = state;
  if (s + 1 < (chapters[c]?.sections.length ?? 0)) return { chapterIndex: c, sectionIndex: s + 1 };
  for (let i = c + 1; i < chapters.length; i++)
    if (chapters[i]!.sections.length) return { chapterIndex: i, sectionIndex: 0 };
  return null;
}
