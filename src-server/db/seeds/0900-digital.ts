import { asc, eq } from 'drizzle-orm';
import { demoBooks } from '../../modules/digital/content/generate';
import { pageText } from '../../modules/digital/content/books';
import { AUDIO_CLIPS, NARRATION, PICTURES, soundtrackOf, VIDEO_CLIPS } from '../../modules/digital/content/media';
import { putCaptions } from '../repositories/av-captions';
import type { Db } from '../client';
import {
  digitalAvChapters,
  digitalAvSections,
  digitalBooks,
  digitalContents,
  digitalLectureNotes,
  digitalLessons,
  digitalPages,
  digitalResources,
  digitalUnits,
  schoolBooks,
  schools,
} from '../schema';
import { DEMO_SCHOOL } from './demo-accounts';
import { lectureNoteHtml } from './digital-lecture-notes';

/**
 * Every catalogue book's content rows, from the same model the PDFs are generated from (content/books.ts): the
 * catalogue, page texts, resources per lesson, lecture notes per unit and audio-visual chapters. The demo school
 * is entitled to 信息科技 五年级 (the 300-page book), so its teachers read it without a code.
 */
export async function seedDigital(db: Db) {
  const books = await db.select({ id: digitalBooks.id }).from(digitalBooks).orderBy(asc(digitalBooks.id));
  const models = demoBooks();
  for (const [i, model] of models.entries()) {
    const bookId = books[i]?.id;
    if (!bookId) break;
    await db.insert(digitalContents).values({
      bookId,
      contentKey: model.key,
      pageCount: model.pageCount,
      description: `${model.title}，${model.publisher}出版。共 ${model.units.length} 个单元、${model.units.reduce((n, u) => n + u.lessons.length, 0)} 课，配有视频、音频、图片、文档等数字资源。`,
    });
    await db.insert(digitalPages).values(model.pages.map((p) => ({ bookId, page: p.page, text: pageText(p) })));
    let lessonNo = 0;
    for (const [u, unit] of model.units.entries()) {
      const [unitRow] = await db
        .insert(digitalUnits)
        .values({ bookId, title: unit.title, sort: u, startPage: unit.startPage, endPage: unit.endPage })
        .returning({ id: digitalUnits.id });
      const lessons = await db
        .insert(digitalLessons)
        .values(unit.lessons.map((l, k) => ({ bookId, unitId: unitRow!.id, title: l.title, sort: k, ...pages(l) })))
        .returning({ id: digitalLessons.id });
      const rows = lessons.flatMap(({ id: lessonId }, k) => {
        const n = lessonNo++;
        const l = unit.lessons[k]!;
        const v = VIDEO_CLIPS[n % VIDEO_CLIPS.length]!;
        const a = AUDIO_CLIPS[n % AUDIO_CLIPS.length]!;
        const pic = PICTURES[n % PICTURES.length]!;
        const doc =
          n % 3 === 0
            ? { file: `docs/${model.key}-exercise.pdf`, format: 'pdf', title: '课后练习' }
            : n % 3 === 1
              ? { file: 'docs/lesson-plan.docx', format: 'docx', title: '教学设计' }
              : { file: 'docs/score-sheet.xlsx', format: 'xlsx', title: '课堂练习记录表' };
        const title = l.title.replace(/^第\d+课 /, '');
        return [
          { type: 'VIDEO', title: `${title} 微课视频`, file: `media/${v.file}`, format: 'mp4', duration: v.seconds },
          { type: 'AUDIO', title: `${title} 课文朗读`, file: `media/${a.file}`, format: 'mp3', duration: a.seconds },
          { type: 'PICTURE', title: `${title} 插图`, file: `media/${pic.file}`, format: 'png', duration: 0 },
          { type: 'DOCUMENT', title: `${title} ${doc.title}`, file: doc.file, format: doc.format, duration: 0 },
          {
            type: 'LINK',
            title: `${title} 拓展阅读`,
            file: 'https://basic.smartedu.cn/syncClassroom',
            format: '',
            duration: 0,
          },
        ].map((r, sort) => ({ ...r, bookId, lessonId, sort, page: l.startPage }));
      });
      await db.insert(digitalResources).values(rows);
      await db.insert(digitalLectureNotes).values({
        bookId,
        lessonId: lessons[0]!.id,
        title: `${unit.title} 讲义`,
        sort: u,
        html: lectureNoteHtml(model, unit),
      });
    }
    // Audio-visual reading: three chapters of two sections each, over the demo clips.
    for (let c = 0; c < 3; c++) {
      const [chapter] = await db
        .insert(digitalAvChapters)
        .values({ bookId, title: `第${c + 1}章 ${model.units[c % model.units.length]!.title.split(' ')[1]}`, sort: c })
        .returning({ id: digitalAvChapters.id });
      const made = await db
        .insert(digitalAvSections)
        .values(
          [0, 1].map((s) => {
            const k = (c * 2 + s) % VIDEO_CLIPS.length;
            const v = VIDEO_CLIPS[k]!;
            return {
              chapterId: chapter!.id,
              bookId,
              title: `第${s + 1}节 ${model.units[c % model.units.length]!.lessons[s]!.title.replace(/^第\d+课 /, '')}`,
              sort: s,
              duration: v.seconds,
              videoFile: `media/${v.file}`,
              audioFile: `media/${soundtrackOf(v.file)}`,
            };
          }),
        )
        .returning({ id: digitalAvSections.id, videoFile: digitalAvSections.videoFile });
      // The clips' narration as their captions (issue 33).
      for (const m of made) {
        const clip = VIDEO_CLIPS.find((v) => m.videoFile === `media/${v.file}`)!;
        await putCaptions(db, m.id, NARRATION[clip.file], null);
      }
    }
  }
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, DEMO_SCHOOL.name));
  if (school && books[3]) await db.insert(schoolBooks).values({ schoolId: school.id, bookId: books[3].id });
}

function pages(l: { startPage: number; endPage: number }) {
  return { startPage: l.startPage, endPage: l.endPage };
}
