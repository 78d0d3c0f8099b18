import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RedeemApi } from '@shared/api/redeem';
import { Msg } from '@shared/rules/messages';
import { throttledGuess } from '../../lib/rate-limit';
import type { AuthContext } from '../../plugins/auth';
import { route, withMessage } from '../../plugins/endpoints';
import { isCodeMiss, redeemInfo } from './codes';
import { bindTextbook, exchangeCourse, myBooks } from './service';

/** Redeem codes for textbooks and courses, and the books a user owns. */
export const redeemRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every code call runs under the guessing limit (per account and per address).
  const guarded = <T>(auth: AuthContext, ip: string, fn: () => Promise<T>) =>
    throttledGuess(app.kv, { ...auth, address: ip }, fn, isCodeMiss);

  route(app, RedeemApi.info, async ({ auth, input, req }) =>
    guarded(auth, req.ip, () => redeemInfo(app.db, input.exchangeCode)),
  );

  route(app, RedeemApi.bind, async ({ auth, input, req }) =>
    withMessage(
      await guarded(auth, req.ip, () =>
        bindTextbook(app.db, auth.subjectId, input.exchangeCode, input.childId ?? null),
      ),
      Msg.redeemSuccess,
    ),
  );

  route(app, RedeemApi.exchangeCourse, async ({ auth, input, req }) =>
    withMessage(await guarded(auth, req.ip, () => exchangeCourse(app.db, auth.subjectId, input)), Msg.redeemSuccess),
  );

  route(app, RedeemApi.exchangeEmpowerCourse, async ({ auth, input, req }) =>
    withMessage(await guarded(auth, req.ip, () => exchangeCourse(app.db, auth.subjectId, input)), Msg.redeemSuccess),
  );

  route(app, RedeemApi.myBooks, async ({ auth, input }) => myBooks(app.db, auth.subjectId, input));
};
