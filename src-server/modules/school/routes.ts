import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SchoolApi } from '@shared/api/school';
import { Msg } from '@shared/rules/messages';
import { route, withMessage } from '../../plugins/endpoints';
import { guardedBind, guardedLookup } from './service';

/** School activation codes: look up, then bind (spec section 4 "School binding"). */
export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, SchoolApi.lookup, async ({ auth, input, req }) =>
    guardedLookup(app.db, app.kv, { ...auth, address: req.ip }, input.code),
  );

  for (const endpoint of [SchoolApi.bind, SchoolApi.userClassBind]) {
    route(app, endpoint, async ({ auth, input, req }) =>
      withMessage(
        await guardedBind(app.db, app.kv, { ...auth, address: req.ip }, input.schoolCode),
        Msg.activateSuccess,
      ),
    );
  }
};
