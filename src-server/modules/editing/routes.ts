import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CaptionMsg, EditingApi as A, EditingCaptionsApi, EditingTrimApi, TrimMsg } from '@shared/api/editing';
import { Msg } from '@shared/rules/messages';
import { route, withMessage } from '../../plugins/endpoints';
import { avMedia, saveMarks } from './av-service';
import * as cat from './catalogue-service';
import { bookClasses } from './class-service';
import * as course from './course-service';
import { booksOf } from './books';
import { saveTrim } from './trim-service';
import { saveCaptions } from './captions-service';

/** Author editing (issue 16): src-shared/api/editing.ts. Every call is scoped to the caller's publisher. */
export const editingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const saved = async <T>(p: Promise<T>) => withMessage(await p, Msg.editingSaved);
  route(app, A.books, ({ auth }) => booksOf(db, auth));
  route(app, A.avMedia, ({ input, auth }) => avMedia(db, config, auth, input.bookId));
  route(app, A.saveAvMarks, ({ input, auth }) => saved(saveMarks(db, auth, input)));
  route(app, A.classes, ({ auth }) => bookClasses(db, auth));
  route(app, A.catalogue, ({ input, auth }) => cat.catalogue(db, auth, input.bookId));
  route(app, A.addUnit, ({ input, auth }) => saved(cat.addUnit(db, auth, input.bookId, input.title)));
  route(app, A.renameUnit, ({ input, auth }) => saved(cat.renameUnit(db, auth, input.unitId, input.title)));
  route(app, A.moveUnit, ({ input, auth }) => cat.moveUnit(db, auth, input.unitId, input.direction));
  route(app, A.deleteUnit, async ({ input, auth }) =>
    withMessage(await cat.deleteUnit(db, auth, input.unitId), Msg.editingDeleted),
  );
  route(app, A.addLesson, ({ input, auth }) => saved(cat.addLesson(db, auth, input.unitId, input.title)));
  route(app, A.renameLesson, ({ input, auth }) => saved(cat.renameLesson(db, auth, input.lessonId, input.title)));
  route(app, A.moveLesson, ({ input, auth }) => cat.moveLesson(db, auth, input.lessonId, input.direction));
  route(app, A.deleteLesson, async ({ input, auth }) =>
    withMessage(await cat.deleteLesson(db, auth, input.lessonId), Msg.editingDeleted),
  );
  route(app, A.courses, ({ auth }) => course.courses(db, auth));
  route(app, A.course, ({ input, auth }) => course.course(db, auth, input.aicourseId));
  route(app, A.renameCourseUnit, ({ input, auth }) => saved(course.renameUnit(db, auth, input.unitId, input.title)));
  route(app, A.moveCourseUnit, ({ input, auth }) => course.moveUnit(db, auth, input.unitId, input.direction));
  route(app, A.updateCourseSection, ({ input, auth }) => saved(course.updateSection(db, auth, input)));
  route(app, A.moveCourseSection, ({ input, auth }) => course.moveSection(db, auth, input.sectionId, input.direction));
  route(app, A.addCourseUnit, ({ input, auth }) => saved(course.addUnit(db, auth, input.aicourseId, input.title)));
  route(app, A.deleteCourseUnit, async ({ input, auth }) =>
    withMessage(await course.deleteUnit(db, auth, input.unitId), Msg.editingDeleted),
  );
  route(app, A.addCourseSection, ({ input, auth }) => saved(course.addSection(db, auth, input)));
  route(app, A.deleteCourseSection, async ({ input, auth }) =>
    withMessage(await course.deleteSection(db, auth, input.sectionId), Msg.editingDeleted),
  );
  route(app, EditingTrimApi.saveAvTrim, async ({ input, auth }) => {
    const trim = await saveTrim(db, auth, input);
    return withMessage(trim, trim ? TrimMsg.saved : TrimMsg.reset);
  });
  route(app, EditingCaptionsApi.saveAvCaptions, async ({ input, auth }) => {
    const saved = await saveCaptions(db, auth, input);
    return withMessage(saved, input.file === null ? CaptionMsg.removed : CaptionMsg.saved);
  });
};
