import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  bindRedeemRequest,
  bindRedeemResponse,
  exchangeCourseRequest,
  exchangeCourseResponse,
  exchangeEmpowerRequest,
  myBook,
  myBooksQuery,
  redeemInfo as redeemInfoSchema,
  redeemInfoQuery,
  RedeemPaths,
} from '@shared/api/redeem';
import { Msg } from '@shared/rules/messages';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { redeemInfo } from './codes';
import { bindTextbook, exchangeCourse, myBooks } from './service';

/** Redeem codes for textbooks and courses, and the books a user owns. */
export const redeemRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = app.authenticate('teacher', 'parent');
  const teacher = app.authenticate('teacher');
  const redeemed = <T>(data: T) => ({ ...ok(data), message: Msg.redeemSuccess });

  app.get(
    RedeemPaths.info,
    { preHandler: anyone, schema: { querystring: redeemInfoQuery, response: { 200: envelope(redeemInfoSchema) } } },
    async (req) => ok(await redeemInfo(app.db, req.query.exchangeCode)),
  );

  app.post(
    RedeemPaths.bind,
    { preHandler: anyone, schema: { body: bindRedeemRequest, response: { 200: envelope(bindRedeemResponse) } } },
    async (req) =>
      redeemed(await bindTextbook(app.db, authOf(req).subjectId, req.body.exchangeCode, req.body.childId ?? null)),
  );

  app.post(
    RedeemPaths.exchangeCourse,
    {
      preHandler: teacher,
      schema: { body: exchangeCourseRequest, response: { 200: envelope(exchangeCourseResponse) } },
    },
    async (req) => redeemed(await exchangeCourse(app.db, authOf(req).subjectId, req.body)),
  );

  app.post(
    RedeemPaths.exchangeEmpowerCourse,
    {
      preHandler: teacher,
      schema: { body: exchangeEmpowerRequest, response: { 200: envelope(exchangeCourseResponse) } },
    },
    async (req) => redeemed(await exchangeCourse(app.db, authOf(req).subjectId, req.body)),
  );

  app.get(
    RedeemPaths.myBooks,
    { preHandler: anyone, schema: { querystring: myBooksQuery, response: { 200: envelope(z.array(myBook)) } } },
    async (req) => ok(await myBooks(app.db, authOf(req).subjectId, req.query)),
  );
};
