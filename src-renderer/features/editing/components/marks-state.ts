import type { AvMark } from '@shared/api/editing';

/** A chapter or section being edited: `key` is local (stable across renames and moves), times are seconds. */
export interface DraftSection {
  key: string;
  title: string;
  start: number;
}
export interface DraftChapter extends DraftSection {
  sections: DraftSection[];
}
export interface MarksDraft {
  chapters: DraftChapter[];
  duration: number;
  dirty: boolean;
  next: number;
}

export type MarksAction =
  | { type: 'load'; marks: AvMark[]; duration: number }
  | { type: 'duration'; duration: number }
  | { type: 'addChapter'; at: number }
  | { type: 'addSection'; at: number }
  | { type: 'rename'; key: string; title: string }
  | { type: 'time'; key: string; at: number }
  | { type: 'remove'; key: string }
  | { type: 'saved' };

export const emptyDraft: MarksDraft = { chapters: [], duration: 0, dirty: false, next: 1 };

const round = (t: number) => Math.round(t * 10) / 10;
const byStart = <T extends { start: number }>(a: T, b: T) => a.start - b.start;
const clamp = (t: number, lo: number, hi: number) => Math.min(Math.max(t, lo), Math.max(lo, hi));

/** The chapter playing at `at`: the last one starting at or before it. */
export const chapterAt = (chapters: DraftChapter[], at: number) =>
  chapters.reduce<DraftChapter | undefined>((c, ch) => (ch.start <= at + 0.05 ? ch : c), undefined);

export function marksReducer(s: MarksDraft, a: MarksAction): MarksDraft {
  const end = s.duration || Number.MAX_SAFE_INTEGER;
  switch (a.type) {
    case 'load': {
      let next = 1;
      const chapters = a.marks.map((m) => ({
        key: `k${next++}`,
        title: m.title,
        start: m.start,
        sections: m.sections.map((x) => ({ key: `k${next++}`, title: x.title, start: x.start })),
      }));
      return { chapters, duration: a.duration, dirty: false, next };
    }
    case 'duration':
      return { ...s, duration: a.duration };
    case 'addChapter': {
      const start = round(clamp(a.at, 0, end));
      // Sections after the new chapter's start move under it: they now play within it.
      const moved = s.chapters.flatMap((c) => (c.start <= start ? c.sections.filter((x) => x.start >= start) : []));
      const chapter = { key: `k${s.next}`, title: `第${s.chapters.length + 1}章`, start, sections: moved };
      const chapters = s.chapters.map((c) =>
        c.start <= start ? { ...c, sections: c.sections.filter((x) => x.start < start) } : c,
      );
      return { ...s, chapters: [...chapters, chapter].sort(byStart), dirty: true, next: s.next + 1 };
    }
    case 'addSection': {
      const owner = chapterAt(s.chapters, a.at);
      if (!owner) return s;
      const start = round(clamp(a.at, owner.start, end));
      const section = { key: `k${s.next}`, title: `第${owner.sections.length + 1}节`, start };
      return {
        ...s,
        chapters: s.chapters.map((c) =>
          c.key === owner.key ? { ...c, sections: [...c.sections, section].sort(byStart) } : c,
        ),
        dirty: true,
        next: s.next + 1,
      };
    }
    case 'rename':
      return {
        ...s,
        dirty: true,
        chapters: s.chapters.map((c) =>
          c.key === a.key
            ? { ...c, title: a.title }
            : { ...c, sections: c.sections.map((x) => (x.key === a.key ? { ...x, title: a.title } : x)) },
        ),
      };
    case 'time': {
      const chapters = s.chapters
        .map((c, i) => {
          if (c.key === a.key) {
            // A chapter stays before its own sections and after the previous chapter.
            const lo = i > 0 ? s.chapters[i - 1]!.start : 0;
            const hi = Math.min(end, ...c.sections.map((x) => x.start), s.chapters[i + 1]?.start ?? end);
            return { ...c, start: round(clamp(a.at, lo, hi)) };
          }
          const hi = s.chapters[i + 1]?.start ?? end;
          return {
            ...c,
            sections: c.sections
              .map((x) => (x.key === a.key ? { ...x, start: round(clamp(a.at, c.start, hi)) } : x))
              .sort(byStart),
          };
        })
        .sort(byStart);
      return { ...s, chapters, dirty: true };
    }
    case 'remove':
      return {
        ...s,
        dirty: true,
        chapters: s.chapters
          .filter((c) => c.key !== a.key)
          .map((c) => ({ ...c, sections: c.sections.filter((x) => x.key !== a.key) })),
      };
    case 'saved':
      return { ...s, dirty: false };
  }
}

/** What the server stores. */
export const toMarks = (s: MarksDraft): AvMark[] =>
  s.chapters.map((c) => ({
    title: c.title.trim(),
    start: c.start,
    sections: c.sections.map((x) => ({ title: x.title.trim(), start: x.start })),
  }));

/** 75.4 → "1:15.4". */
export const clock = (t: number) => {
  const m = Math.floor(t / 60);
  const sec = t - m * 60;
  return `${m}:${sec < 10 ? '0' : ''}${sec.toFixed(1)}`;
};
/** "1:15.4" or "75.4" → 75.4; null when it is not a time. */
export function parseClock(text: string): number | null {
  const m = /^\s*(?:(\d+):)?(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  return round(Number(m[1] ?? 0) * 60 + Number(m[2]));
}
