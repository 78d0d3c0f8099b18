import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClassApi } from '@shared/api/classes';
import { Msg } from '@shared/rules/messages';
import { done, route, withMessage } from '../../plugins/endpoints';
import { requireTeacher } from '../../domain/classes';
import { addClass, changeChildName, classPublicInfo, deleteClass, joinClass, quitClass, updateIntro } from './service';
import { listOwnClasses } from './views';

/** Classes: the teacher's own (list, add, delete, intro), the public QR page, and parents joining children. */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, ClassApi.list, async ({ auth }) => {
    const me = await requireTeacher(app.db, auth.subjectId);
    return listOwnClasses(app.db, me.id, new Date());
  });

  route(app, ClassApi.add, async ({ auth, input }) =>
    withMessage(await addClass(app.db, auth.subjectId, input, new Date()), Msg.added),
  );

  route(app, ClassApi.delete, async ({ auth, input }) => {
    await deleteClass(app.db, auth.subjectId, input.classId);
    return done(Msg.deleteSuccess);
  });

  route(app, ClassApi.updateIntro, async ({ auth, input }) => {
    await updateIntro(app.db, auth.subjectId, input.classId, input.intro);
    return done(Msg.modifySuccess);
  });

  // Signed in, with the QR code's invitation (issue 18): class ids cannot be walked.
  route(app, ClassApi.info, async ({ input }) => classPublicInfo(app.db, input.classId, input.invite, new Date()));

  route(app, ClassApi.join, async ({ auth, input }) =>
    withMessage(await joinClass(app.db, auth.subjectId, input, new Date()), Msg.joinClassSuccess),
  );

  route(app, ClassApi.quit, async ({ auth, input }) => {
    await quitClass(app.db, auth.subjectId, input.classId, input.childId);
    return done(Msg.quitClassSuccess);
  });

  route(app, ClassApi.changeChildName, async ({ auth, input }) => {
    await changeChildName(app.db, auth.subjectId, input.childId, input.displayName);
    return done(Msg.modifySuccess);
  });
};
