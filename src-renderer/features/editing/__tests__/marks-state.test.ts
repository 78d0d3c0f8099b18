import { describe, expect, it } from 'vitest';
import { clock, emptyDraft, marksReducer, parseClock, toMarks, type MarksAction } from '../components/marks-state';

const run = (...actions: MarksAction[]) => actions.reduce(marksReducer, { ...emptyDraft, duration: 60 });

describe('chapter marks being edited', () => {
  it('adds chapters at the current time in order, and sections into the chapter playing', () => {
    const s = run(
      { type: 'addChapter', at: 30 },
      { type: 'addChapter', at: 0 },
      { type: 'addSection', at: 40 },
      { type: 'addSection', at: 10.04 },
    );
    expect(toMarks(s)).toEqual([
      { title: '第2章', start: 0, sections: [{ title: '第1节', start: 10 }] },
      { title: '第1章', start: 30, sections: [{ title: '第1节', start: 40 }] },
    ]);
    expect(s.dirty).toBe(true);
  });

  it('moves a section under a chapter added before it, renames, and deletes', () => {
    let s = run({ type: 'addChapter', at: 0 }, { type: 'addSection', at: 20 }, { type: 'addChapter', at: 15 });
    expect(toMarks(s)[1]!.sections.map((x) => x.start)).toEqual([20]);
    expect(toMarks(s)[0]!.sections).toEqual([]);
    const key = s.chapters[1]!.key;
    s = marksReducer(s, { type: 'rename', key, title: '认识键盘' });
    expect(s.chapters[1]!.title).toBe('认识键盘');
    s = marksReducer(s, { type: 'remove', key });
    expect(s.chapters.map((c) => c.start)).toEqual([0]);
  });

  it('keeps a dragged time inside its chapter and the media', () => {
    let s = run({ type: 'addChapter', at: 10 }, { type: 'addSection', at: 20 }, { type: 'addChapter', at: 40 });
    const section = s.chapters[0]!.sections[0]!.key;
    s = marksReducer(s, { type: 'time', key: section, at: 5 });
    expect(s.chapters[0]!.sections[0]!.start).toBe(10);
    s = marksReducer(s, { type: 'time', key: section, at: 55 });
    expect(s.chapters[0]!.sections[0]!.start).toBe(40);
    const chapter = s.chapters[1]!.key;
    s = marksReducer(s, { type: 'time', key: chapter, at: 99 });
    expect(s.chapters[1]!.start).toBe(60);
  });

  it('reads and writes times as m:ss.s', () => {
    expect(clock(75.4)).toBe('1:15.4');
    expect(clock(3)).toBe('0:03.0');
    expect(parseClock('1:15.4')).toBe(75.4);
    expect(parseClock('8')).toBe(8);
    expect(parseClock('abc')).toBeNull();
  });
});
