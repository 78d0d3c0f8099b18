import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  addCourseRequest,
  addCourseResponse,
  CoursePaths,
  removeStudentCourseRequest,
  schoolCourseItem,
  schoolCourseQuery,
  studentCourseItem,
  studentCourseListQuery,
  updatePlanRequest,
} from '@shared/api/courses';
import { Msg } from '@shared/rules/messages';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { addCourseToClass, myStudentCourses, removeStudentCourse, schoolCourseList, updatePlan } from './service';

/** Courses in classes: the school's entitlements, adding with a weekly plan, and "my courses". */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const teacher = app.authenticate('teacher');

  app.get(
    CoursePaths.schoolCourseList,
    {
      preHandler: teacher,
      schema: { querystring: schoolCourseQuery, response: { 200: envelope(z.array(schoolCourseItem)) } },
    },
    async (req) => ok(await schoolCourseList(app.db, authOf(req).subjectId, req.query.studentId)),
  );

  app.post(
    CoursePaths.addCourseToClass,
    { preHandler: teacher, schema: { body: addCourseRequest, response: { 200: envelope(addCourseResponse) } } },
    async (req) => ({ ...ok(await addCourseToClass(app.db, authOf(req).subjectId, req.body)), message: Msg.added }),
  );

  app.post(
    CoursePaths.updatePlan,
    { preHandler: teacher, schema: { body: updatePlanRequest, response: { 200: envelope(studentCourseItem) } } },
    async (req) => ({
      ...ok(await updatePlan(app.db, authOf(req).subjectId, req.body.studentCourseId, req.body.weekdays)),
      message: Msg.modifySuccess,
    }),
  );

  app.post(
    CoursePaths.remove,
    { preHandler: teacher, schema: { body: removeStudentCourseRequest, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await removeStudentCourse(app.db, authOf(req).subjectId, req.body.studentCourseId);
      return { ...ok(null), message: Msg.removeSuccess };
    },
  );

  app.get(
    CoursePaths.studentCourseList,
    {
      preHandler: teacher,
      schema: { querystring: studentCourseListQuery, response: { 200: envelope(z.array(studentCourseItem)) } },
    },
    async (req) => ok(await myStudentCourses(app.db, authOf(req).subjectId, req.query.studentCourseListType)),
  );
};
