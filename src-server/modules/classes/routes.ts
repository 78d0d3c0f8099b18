import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addClassRequest,
  addClassResponse,
  changeChildNameRequest,
  classIdRequest,
  classInfoQuery,
  ClassPaths,
  classPublicInfo as classPublicInfoSchema,
  joinClassRequest,
  updateClassIntroRequest,
  userClass,
} from '@shared/api/classes';
import { envelope } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { requireTeacher } from './access';
import { addClass, changeChildName, classPublicInfo, deleteClass, joinClass, quitClass, updateIntro } from './service';
import { listOwnClasses } from './views';

/** Classes: the teacher's own (list, add, delete, intro), the public QR page, and parents joining children. */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const teacher = app.authenticate('teacher');
  const parent = app.authenticate('parent');
  const done = (message: string) => ({ ...ok(null), message });
  const nothing = { 200: envelope(z.null()) };

  app.get(
    ClassPaths.list,
    { preHandler: teacher, schema: { response: { 200: envelope(z.array(userClass)) } } },
    async (req) => {
      const me = await requireTeacher(app.db, authOf(req).subjectId);
      return ok(await listOwnClasses(app.db, me.id, new Date()));
    },
  );

  app.post(
    ClassPaths.add,
    { preHandler: teacher, schema: { body: addClassRequest, response: { 200: envelope(addClassResponse) } } },
    async (req) => ({ ...ok(await addClass(app.db, authOf(req).subjectId, req.body, new Date())), message: Msg.added }),
  );

  app.post(
    ClassPaths.delete,
    { preHandler: teacher, schema: { body: classIdRequest, response: nothing } },
    async (req) => {
      await deleteClass(app.db, authOf(req).subjectId, req.body.classId);
      return done(Msg.deleteSuccess);
    },
  );

  app.post(
    ClassPaths.updateIntro,
    { preHandler: teacher, schema: { body: updateClassIntroRequest, response: nothing } },
    async (req) => {
      await updateIntro(app.db, authOf(req).subjectId, req.body.classId, req.body.intro);
      return done(Msg.modifySuccess);
    },
  );

  // Public: a parent scanning the QR code may not be signed in yet.
  app.get(
    ClassPaths.info,
    { schema: { querystring: classInfoQuery, response: { 200: envelope(classPublicInfoSchema) } } },
    async (req) => ok(await classPublicInfo(app.db, req.query.classId, new Date())),
  );

  app.post(
    ClassPaths.join,
    { preHandler: parent, schema: { body: joinClassRequest, response: { 200: envelope(classPublicInfoSchema) } } },
    async (req) => ({
      ...ok(await joinClass(app.db, authOf(req).subjectId, req.body.classId, req.body.childId, new Date())),
      message: Msg.joinClassSuccess,
    }),
  );

  app.post(
    ClassPaths.quit,
    { preHandler: parent, schema: { body: joinClassRequest, response: nothing } },
    async (req) => {
      await quitClass(app.db, authOf(req).subjectId, req.body.classId, req.body.childId);
      return done(Msg.quitClassSuccess);
    },
  );

  app.post(
    ClassPaths.changeChildName,
    { preHandler: parent, schema: { body: changeChildNameRequest, response: nothing } },
    async (req) => {
      await changeChildName(app.db, authOf(req).subjectId, req.body.childId, req.body.displayName);
      return done(Msg.modifySuccess);
    },
  );
};
