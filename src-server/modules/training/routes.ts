import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrainingApi as A, TrainingPaths } from '@shared/api/training';
import { Msg } from '@shared/rules/messages';
import { route, withMessage } from '../../plugins/endpoints';
import { classResults, myResults, saveResult } from './results';
import { byLinkType, catalog, detail, setPresetFile, workbookOf } from './service';
import { workbookFor } from './workbook';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** AI lab trainings (issue 12, src-shared/api/training.ts) and the excel trainings' workbook files. */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, A.byLinkType, ({ input }) => byLinkType(db, input.linkType, input.linkId));
  route(app, A.list, ({ input }) => catalog(db, input));
  route(app, A.detail, ({ input, auth }) =>
    detail(db, auth?.subjectId, input.trainingId, input.studentCourseId || undefined),
  );
  route(app, A.setPresetFile, async ({ input, auth }) =>
    withMessage(
      await setPresetFile(db, auth.subjectId, input),
      input.content === null ? Msg.trainingFileReset : Msg.trainingFileSaved,
    ),
  );
  route(app, A.saveResult, async ({ input, auth }) =>
    withMessage(await saveResult(db, auth.subjectId, input), Msg.trainingResultSaved),
  );
  route(app, A.myResults, ({ auth }) => myResults(db, auth.subjectId));
  route(app, A.classResults, ({ input, auth }) =>
    classResults(db, auth.subjectId, input.trainingId, input.studentCourseId),
  );

  // The workbook of an excel training (`<id>.xlsx`), built from its stored description: catalogue content, open
  // like the training detail itself.
  app.get(
    `${TrainingPaths.workbookPrefix}:file`,
    { schema: { params: z.object({ file: z.string().max(30) }) } },
    async (req, reply) => {
      const m = /^(\d{1,9})\.xlsx$/.exec(req.params.file);
      const workbook = m ? await workbookOf(db, Number(m[1])) : null;
      if (!workbook) return reply.code(404).send({ code: 404, message: Msg.trainingNotFound, data: null });
      const { bytes, etag } = await workbookFor(workbook);
      reply.header('etag', etag).header('cache-control', 'public, max-age=300');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(XLSX).send(bytes);
    },
  );
};
