import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ClassPaths, type UserClass } from '@shared/api/classes';
import type { RoleArea } from '@shared/api/common';
import { MENU_FLAGS } from '@shared/api/config';
import { CoursePaths, type SchoolCourseItem, type StudentCourseItem } from '@shared/api/courses';
import {
  activities,
  activityExperts,
  aiConversations,
  aiMessages,
  aicourseUnits,
  classGroups,
  aicourseWorks,
  coursePackages,
  digitalAvSections,
  digitalBagItems,
  digitalBookmarks,
  digitalBooks,
  digitalLectureNotes,
  digitalLessons,
  digitalNotes,
  digitalResources,
  errorQuestions,
  libraryResources,
  librarySpecials,
  liveBookings,
  questions,
  researchComments,
  researchGroups,
  researchPlans,
  schools,
  staffAccounts,
  authorTasks,
  lectureNoteEditions,
  taskClasses,
  tasks,
  taskSubmissions,
  trainings,
  userRelations,
  users,
} from '../db/schema';
import { DEMO_SCHOOL, DEMO_USERS } from '../db/seeds/demo-accounts';
import { DEMO_REDEEM_CODES, DEMO_TEACHERS, SECOND_SCHOOL } from '../db/seeds/demo-classes';
import { hashPassword } from '../lib/password';
import { call } from '../test-helpers';

/**
 * The authorization sweep's fixture: the ONE place that says what an id field of a request names.
 *
 * - TENANT fields name something that belongs to someone (a class, a child, a class course, a parent account): the
 *   sweep sends the caller's own values for every field but one, and another tenant's value for that one, and
 *   expects a refusal (403/404) that changes nothing.
 * - PUBLIC fields name something anybody may name (a catalogue course, a public teacher profile): the sweep fills
 *   them with a valid value and does not expect them to be refused.
 *
 * A guarded route with an id-like field (`id`, `*Id`, `*Ids`) in neither list fails the sweep: add the field here.
 */
export const TENANT_FIELDS = [
  'classId',
  'childId',
  'studentId',
  'studentCourseId',
  'parentUserId',
  // digital textbooks: a user's own notes, bookmarks and lesson-bag items
  'noteId',
  'bookmarkId',
  'itemId',
  // AI courses: a class course's works, a student of a class
  'worksId',
  'studentUserId',
  // Activities: students registered for an activity (a teacher's students, a parent's child)
  'studentIds',
  // Tasks (issue 10): a teacher's tasks and the classes they go to, a submission, a student's error-book entry
  'taskId',
  'classIds',
  'submissionId',
  'errorId',
  // Reader area (issue 10): a study group of a class
  'groupId',
  // Live sky classroom (issue 13): a teacher's booking of a famous teacher's slot
  'bookingId',
  // The AI assistant (issue 12): a user's conversation
  'conversationId',
  // Subject research (issue 13): a school's research group, a lesson plan and a comment in it
  'researchGroupId',
  'planId',
  'commentId',
  // Digital resources (issue 13): a teacher's private resource of the library
  'resId',
  // Authors and publishers (issue 16): a publisher's writing task (an author's own), a publisher's author
  'writingTaskId',
  'authorId',
] as const;
/** Digital-book ids name catalogue content: anybody may name them (reading it needs the book, checked apart). */
export const PUBLIC_FIELDS = [
  'courseId',
  'userId',
  'bookId',
  'lessonId',
  'resourceId',
  'sectionId',
  'currentSectionId',
  'lectureNoteId',
  // AI courses: catalogue content (an outline is public; lessons need the school's entitlement, checked apart)
  'aicourseId',
  'unitId',
  'packageId',
  // Activities (issue 14): activities are public; invitations belong to the one organiser (the data centre)
  'activityId',
  'inviteId',
  // Tasks (issue 10): the question bank and lesson resources are book content (reading them needs the book)
  'questionId',
  'questionIds',
  'resourceIds',
  // Live sky classroom (issue 13): famous teachers are public profiles (lessonId, courseId are listed above)
  'teacherId',
  // Digital resources (issue 13): topics are the platform's, open to every teacher
  'specialId',
  // The operations console (issue 16): platform-wide records (versions, banners, school codes, redeem batches)
  // that only OPERATOR data-centre admins may name; every route checks the role, not an owner
  'id',
  'schoolId',
  'targetId',
  'batchId',
  // AI lab trainings (issue 12): the lab's catalogue
  'trainingId',
] as const;
export type TenantField = (typeof TENANT_FIELDS)[number];

/** Valid values for fields that are not ids (otherwise sampled from the schema): a broken check would then act. */
export const SAMPLES: Record<string, unknown> = {
  exchangeCode: DEMO_REDEEM_CODES.books[2],
  weekdays: '1',
  intro: '越权修改的简介',
  displayName: '越权改名',
  courseType: 'AI_COURSE',
  updatedAt: '2026-01-01T00:00:00.000Z',
  files: [{ url: '/files/uploads/images/202601/sweep.png', name: '作品' }],
  photos: ['/files/uploads/images/202601/sweep.png'],
  // Authors' resources (issue 16): a file from the signed upload.
  url: '/files/uploads/images/202601/sweep.png',
  contactName: '王老师',
  mobile: '13800000001',
  // A screen-cast code's shape (and an SMS code's): six digits.
  code: '000000',
  // A task's deadline: a day ahead, in Beijing time as the client sends it.
  deadline: new Date(Date.now() + 24 * 3600_000).toISOString().replace('Z', '+00:00'),
  // Live sky classroom (issue 13): Beijing days and a slot's start
  startDate: '2026-01-05',
  endDate: '2026-01-11',
  fromDate: '2026-01-05',
  slotStart: '2026-01-05T09:00:00+08:00',
  // The operations console (issue 16): a channel's menu flags
  flags: Object.fromEntries(MENU_FLAGS.map((f) => [f, 1])),
  // AI lab trainings (issue 12): a python answer (the sampled training is a python one)
  submission: { code: "print('越权')" },
  // The audio-visual editor's trim (issue 16): the kept part of a media, in seconds.
  trim: { start: 1, end: 3 },
  // Agreements (issue 32): the current version of one document.
  documents: [{ kind: 'user', version: '1.0' }],
  // A lecture note's approved edition (the sweep's own task has edition 1).
  edition: 1,
  notes: [{ id: '5b0e3f5e-1d1b-4c55-9a51-6d3c1c2f0a01', bookId: 1, page: 2, updatedAt: '2026-01-01T00:00:00.000Z' }],
};

export interface Sweepers {
  /** A valid token of every area, for the caller "me". */
  token: (area: RoleArea) => Promise<string>;
  /** The caller's own value of each tenant field (and its invitation), per area. */
  mine: Partial<Record<RoleArea, Record<string, unknown>>>;
  /** Another tenant's value of each tenant field. */
  other: Record<TenantField, unknown>;
  /** Valid values of public fields. */
  publicValues: Record<(typeof PUBLIC_FIELDS)[number], unknown>;
}

const post = <T>(app: FastifyInstance, url: string, token: string, body: unknown) =>
  call<T>(app, { method: 'POST', url, token, body }).then((r) => r.body);
const list = async (app: FastifyInstance, token: string) =>
  (await call<UserClass[]>(app, { url: ClassPaths.list, token })).body.data;

async function idOf(app: FastifyInstance, mobile: string, userType: string) {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.userType, userType)));
  return row!.id;
}

/** Another teacher of the demo school with a class and a class course; another parent with a child. */
async function otherTenant(
  app: FastifyInstance,
): Promise<Omit<Record<TenantField, unknown>, 'writingTaskId' | 'authorId'>> {
  const teacherId = await idOf(app, DEMO_TEACHERS[3]!.mobile, 'TEACHER');
  const { access_token: token } = await app.tokens.issue('teacher', teacherId);
  await post(app, '/api/v2/user/assistantBindSchool', token, { schoolCode: 'DEMO2026' });
  const cls = await post<UserClass>(app, ClassPaths.add, token, { type: 'INTEREST', name: '别的老师的班' });
  const courses = await call<SchoolCourseItem[]>(app, {
    url: CoursePaths.schoolCourseList,
    token,
    query: { studentId: String(cls.data.id) },
  });
  const course = courses.body.data.find((c) => c.quota > c.used)!;
  const added = await post<StudentCourseItem>(app, CoursePaths.addCourseToClass, token, {
    studentId: cls.data.id,
    courseId: course.courseId,
    courseType: course.courseType,
    weekdays: '2',
  });
  const [parent] = await app.db
    .insert(users)
    .values({ mobile: '13766660001', displayName: '别的家长', userType: 'PARENT', roles: ['ROLE_PARENT'] })
    .returning({ id: users.id });
  const [child] = await app.db
    .insert(users)
    .values({ mobile: '13766660002', displayName: '别人的孩子', userType: 'STUDENT' })
    .returning({ id: users.id });
  await app.db
    .insert(userRelations)
    .values({ userId: parent!.id, toUserId: child!.id, toUserDisplayName: '别人的孩子' });
  const own = await digitalOf(app, teacherId);
  const [unit] = await app.db
    .select({ id: aicourseUnits.id })
    .from(aicourseUnits)
    .where(eq(aicourseUnits.aicourseId, course.courseId))
    .orderBy(asc(aicourseUnits.sort))
    .limit(1);
  const [works] = await app.db
    .insert(aicourseWorks)
    .values({
      classCourseId: added.data.studentCourseId,
      unitId: unit!.id,
      studentId: child!.id,
      url: 'media/works-1.png',
    })
    .returning({ id: aicourseWorks.id });
  const tasks = await taskFixture(app, teacherId, cls.data.id, child!.id);
  const [group] = await app.db
    .insert(classGroups)
    .values({ classId: cls.data.id, name: '别的班的小组', capacity: 4 })
    .returning({ id: classGroups.id });
  const bookingId = await bookingOf(app, teacherId, cls.data.id);
  return {
    ...own,
    bookingId,
    conversationId: await conversationOf(app, teacherId),
    // Another school's research group, plan and comment: the other tenant above shares the demo school.
    ...(await researchOf(app, SECOND_SCHOOL)),
    resId: await privateResourceOf(app, teacherId),
    ...tasks,
    groupId: group!.id,
    classIds: [cls.data.id],
    worksId: works!.id,
    studentUserId: child!.id,
    studentIds: [child!.id],
    classId: cls.data.id,
    studentId: cls.data.id,
    studentCourseId: added.data.studentCourseId,
    childId: child!.id,
    parentUserId: parent!.id,
  };
}

/** A conversation of `userId` with the AI assistant, with a question and its answer. */
async function conversationOf(app: FastifyInstance, userId: number) {
  const [conv] = await app.db
    .insert(aiConversations)
    .values({ userId, title: '怎样备课' })
    .returning({ id: aiConversations.id });
  await app.db.insert(aiMessages).values([
    { conversationId: conv!.id, role: 'user', content: '怎样备课' },
    { conversationId: conv!.id, role: 'assistant', content: '先读课标。' },
  ]);
  return conv!.id;
}

/** A private resource of the library uploaded by `teacherId`. */
async function privateResourceOf(app: FastifyInstance, teacherId: number) {
  const [row] = await app.db
    .insert(libraryResources)
    .values({
      catalog: 'LIBRARY',
      uploaderId: teacherId,
      title: '别的老师的私有教案',
      subject: '语文',
      grade: '三年级',
      kind: 'LESSON_PLAN',
      format: 'pdf',
      filePath: 'fraction-intro.pdf',
      visibility: 'PRIVATE',
    })
    .returning({ id: libraryResources.id });
  return row!.id;
}

/** A booking of the first famous teacher's slot by `teacherId` for their class, a week ahead. */
async function bookingOf(app: FastifyInstance, teacherId: number, classId: number) {
  const famous = await idOf(app, DEMO_TEACHERS[0]!.mobile, 'TEACHER');
  const startAt = new Date(Date.now() + 7 * 24 * 3600_000 + teacherId * 3600_000);
  const [row] = await app.db
    .insert(liveBookings)
    .values({ teacherId: famous, bookedBy: teacherId, classId, startAt, endAt: new Date(startAt.getTime() + 2400_000) })
    .returning({ id: liveBookings.id });
  return row!.id;
}

/**
 * A research group of the school (its first), a plan in it and a comment on that plan, written by `authorId` (or the
 * group's first plan's author) so that deleting them is the author's own act.
 */
async function researchOf(app: FastifyInstance, schoolName: string, authorId?: number) {
  const [school] = await app.db.select({ id: schools.id }).from(schools).where(eq(schools.name, schoolName));
  const [group] = await app.db
    .select({ id: researchGroups.id })
    .from(researchGroups)
    .where(eq(researchGroups.schoolId, school!.id))
    .orderBy(asc(researchGroups.id))
    .limit(1);
  const [first] = await app.db.select().from(researchPlans).where(eq(researchPlans.groupId, group!.id)).limit(1);
  const author = authorId ?? first!.authorId;
  const [plan] = await app.db
    .insert(researchPlans)
    .values({ groupId: group!.id, authorId: author, title: '教研教案', content: '教学过程' })
    .returning({ id: researchPlans.id });
  const [comment] = await app.db
    .insert(researchComments)
    .values({ planId: plan!.id, authorId: author, content: '评论' })
    .returning({ id: researchComments.id });
  return { researchGroupId: group!.id, planId: plan!.id, commentId: comment!.id };
}

/** A note, a bookmark and a lesson-bag item of a user on the first book. */
async function digitalOf(app: FastifyInstance, userId: number) {
  const [book] = await app.db.select({ id: digitalBooks.id }).from(digitalBooks).orderBy(asc(digitalBooks.id)).limit(1);
  const bookId = book!.id;
  const noteId = randomUUID();
  const bookmarkId = randomUUID();
  await app.db.insert(digitalNotes).values({ id: noteId, userId, bookId, page: 3, rects: [], updatedAt: new Date() });
  await app.db.insert(digitalBookmarks).values({ id: bookmarkId, userId, bookId, page: 3 });
  const [item] = await app.db
    .insert(digitalBagItems)
    .values({ userId, bookId, source: 'UPLOAD', type: 'PICTURE', title: '图', url: '/files/uploads/a.png' })
    .returning({ id: digitalBagItems.id });
  return { noteId, bookmarkId, itemId: item!.id };
}

/** Valid values of the digital-book catalogue ids: the first book's first lesson, resource, section, note. */
async function digitalPublic(app: FastifyInstance) {
  const first = <T>(rows: T[]) => rows[0]!;
  const book = first(await app.db.select({ id: digitalBooks.id }).from(digitalBooks).orderBy(asc(digitalBooks.id)));
  const lesson = first(
    await app.db
      .select({ id: digitalLessons.id })
      .from(digitalLessons)
      .where(eq(digitalLessons.bookId, book.id))
      .orderBy(asc(digitalLessons.id)),
  );
  const resource = first(
    await app.db
      .select({ id: digitalResources.id })
      .from(digitalResources)
      .where(eq(digitalResources.bookId, book.id))
      .orderBy(asc(digitalResources.id)),
  );
  const section = first(
    await app.db
      .select({ id: digitalAvSections.id })
      .from(digitalAvSections)
      .where(eq(digitalAvSections.bookId, book.id))
      .orderBy(asc(digitalAvSections.id)),
  );
  const note = first(
    await app.db
      .select({ id: digitalLectureNotes.id })
      .from(digitalLectureNotes)
      .where(eq(digitalLectureNotes.bookId, book.id))
      .orderBy(asc(digitalLectureNotes.id)),
  );
  return {
    bookId: book.id,
    lessonId: lesson.id,
    resourceId: resource.id,
    sectionId: section.id,
    currentSectionId: section.id,
    lectureNoteId: note.id,
  };
}

export async function makeSweepers(app: FastifyInstance): Promise<Sweepers> {
  const teacherId = await idOf(app, DEMO_USERS.teacher.mobile, 'ASSISTANT');
  const parentId = await idOf(app, DEMO_USERS.parent.mobile, 'PARENT');
  const childId = await idOf(app, DEMO_USERS.student.mobile, 'STUDENT');
  const staff = await app.db.select().from(staffAccounts);
  const subjectOf = (area: RoleArea): number =>
    area === 'teacher'
      ? teacherId
      : area === 'parent'
        ? parentId
        : staff.find((s) => s.kind === (area === 'datacenter' ? 'admin' : area))!.id;
  // One token per area, issued up front: the sweep's own sign-ins are no change it should see.
  const issued = new Map<RoleArea, string>();
  for (const area of ['teacher', 'parent', 'datacenter', 'expert', 'publisher', 'author'] as const)
    issued.set(area, (await app.tokens.issue(area, subjectOf(area))).access_token);
  const token = async (area: RoleArea) => issued.get(area)!;

  const mineClasses = await list(app, await token('teacher'));
  const withCourse = mineClasses.find((c) => c.courses.length > 0)!;
  const interest = mineClasses.find((c) => c.type === 'INTEREST')!;
  const other = { ...(await otherTenant(app)), ...(await otherPublisher(app)) };
  const authoring = await authoringOf(app);
  const teacherDigital = await digitalOf(app, teacherId);
  const parentDigital = await digitalOf(app, parentId);
  const [profile] = await app.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_TEACHERS[0]!.mobile));
  const ai = await aiPublic(app, withCourse.courses[0]!.courseId, withCourse.courses[0]!.studentCourseId);
  return {
    token,
    mine: {
      teacher: {
        classId: withCourse.id,
        studentId: withCourse.id,
        studentCourseId: withCourse.courses[0]!.studentCourseId,
        invite: withCourse.invite,
        childId: undefined,
        parentUserId: teacherId,
        worksId: ai.worksId,
        studentUserId: childId,
        studentIds: [childId],
        ...teacherDigital,
        ...(await teacherTasks(app, teacherId, withCourse.id)),
        classIds: [withCourse.id],
        // A study group of 三年级2班 (seed 2000-reader).
        groupId: (
          await app.db
            .select({ id: classGroups.id })
            .from(classGroups)
            .where(eq(classGroups.classId, withCourse.id))
            .limit(1)
        )[0]!.id,
        bookingId: await bookingOf(app, teacherId, withCourse.id),
        conversationId: await conversationOf(app, teacherId),
        ...(await researchOf(app, DEMO_SCHOOL.name, teacherId)),
        resId: await privateResourceOf(app, teacherId),
      },
      parent: {
        classId: interest.id,
        invite: interest.invite,
        childId,
        parentUserId: parentId,
        // The AI course of the child's class (三年级2班).
        studentCourseId: withCourse.courses[0]!.studentCourseId,
        studentIds: [childId],
        // The demo task of the child's class: a parent reads it (getChildTask).
        taskId: (
          await app.db
            .select({ taskId: taskClasses.taskId })
            .from(taskClasses)
            .where(eq(taskClasses.classId, withCourse.id))
            .limit(1)
        )[0]!.taskId,
        ...parentDigital,
      },
      publisher: { writingTaskId: authoring.taskId, authorId: authoring.authorId },
      author: { writingTaskId: authoring.taskId },
    },
    other,
    publicValues: {
      courseId: withCourse.courses[0]!.courseId,
      userId: profile!.id,
      ...(await digitalPublic(app)),
      aicourseId: ai.aicourseId,
      unitId: ai.unitId,
      packageId: ai.packageId,
      ...(await activityPublic(app)),
      ...(await taskPublic(app, (await digitalPublic(app)).lessonId)),
      teacherId: profile!.id,
      specialId: (await app.db.select({ id: librarySpecials.id }).from(librarySpecials).limit(1))[0]!.id,
      schoolId: (await app.db.select({ id: schools.id }).from(schools).where(eq(schools.name, DEMO_SCHOOL.name)))[0]!
        .id,
      id: 1,
      targetId: 1,
      batchId: 1,
      trainingId: (await app.db.select({ id: trainings.id }).from(trainings).orderBy(asc(trainings.id)).limit(1))[0]!
        .id,
    },
  };
}

/** The first activity and invitation (invitations are the data centre's alone: any id is its own). */
async function activityPublic(app: FastifyInstance) {
  const [a] = await app.db.select({ id: activities.id }).from(activities).orderBy(asc(activities.id)).limit(1);
  const [e] = await app.db
    .select({ id: activityExperts.id })
    .from(activityExperts)
    .orderBy(asc(activityExperts.id))
    .limit(1);
  return { activityId: a?.id ?? 1, inviteId: e?.id ?? 1 };
}

/** The demo class course's AI course, its first unit, a seeded works of the class, and the first package. */
async function aiPublic(app: FastifyInstance, aicourseId: number, studentCourseId: number) {
  const [unit] = await app.db
    .select({ id: aicourseUnits.id })
    .from(aicourseUnits)
    .where(eq(aicourseUnits.aicourseId, aicourseId))
    .orderBy(asc(aicourseUnits.sort))
    .limit(1);
  const [works] = await app.db
    .select({ id: aicourseWorks.id })
    .from(aicourseWorks)
    .where(eq(aicourseWorks.classCourseId, studentCourseId))
    .limit(1);
  const [pkg] = await app.db
    .select({ id: coursePackages.id })
    .from(coursePackages)
    .orderBy(asc(coursePackages.id))
    .limit(1);
  return { aicourseId, unitId: unit!.id, worksId: works!.id, packageId: pkg!.id };
}

/** Another teacher's task to their class, a child's submission to it and the child's error-book entry. */
async function taskFixture(app: FastifyInstance, teacherId: number, classId: number, studentId: number) {
  const [book] = await app.db.select({ id: digitalBooks.id }).from(digitalBooks).orderBy(asc(digitalBooks.id)).limit(1);
  const [q] = await app.db
    .select()
    .from(questions)
    .where(eq(questions.bookId, book!.id))
    .orderBy(asc(questions.id))
    .limit(1);
  const [task] = await app.db
    .insert(tasks)
    .values({
      teacherId,
      bookId: book!.id,
      lessonId: q!.lessonId,
      title: '别的老师的作业',
      questionIds: [q!.id],
      deadline: new Date(Date.now() + 24 * 3600_000),
    })
    .returning({ id: tasks.id });
  await app.db.insert(taskClasses).values({ taskId: task!.id, classId });
  const [sub] = await app.db
    .insert(taskSubmissions)
    .values({ taskId: task!.id, classId, studentId, state: 'SUBMITTED', submittedAt: new Date() })
    .returning({ id: taskSubmissions.id });
  const [error] = await app.db
    .insert(errorQuestions)
    .values({ studentId, questionId: q!.id, taskId: task!.id, myAnswer: 'A' })
    .returning({ id: errorQuestions.id });
  return { taskId: task!.id, submissionId: sub!.id, errorId: error!.id };
}

/** The demo teacher's own: the demo task (of 三年级2班), one of its submissions, an error-book entry of theirs. */
async function teacherTasks(app: FastifyInstance, teacherId: number, classId: number) {
  const [link] = await app.db
    .select({ taskId: taskClasses.taskId })
    .from(taskClasses)
    .innerJoin(tasks, eq(tasks.id, taskClasses.taskId))
    .where(and(eq(taskClasses.classId, classId), eq(tasks.teacherId, teacherId)))
    .limit(1);
  const [sub] = await app.db
    .select({ id: taskSubmissions.id })
    .from(taskSubmissions)
    .where(eq(taskSubmissions.taskId, link!.taskId))
    .limit(1);
  const [q] = await app.db.select({ id: questions.id }).from(questions).orderBy(asc(questions.id)).limit(1);
  const [error] = await app.db
    .insert(errorQuestions)
    .values({ studentId: teacherId, questionId: q!.id, myAnswer: 'A' })
    .returning({ id: errorQuestions.id });
  return { taskId: link!.taskId, submissionId: sub!.id, errorId: error!.id };
}

/** A question of the first book's first lesson (the public lesson above) and that lesson's first resource. */
async function taskPublic(app: FastifyInstance, lessonId: number) {
  const [q] = await app.db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.lessonId, lessonId))
    .limit(1);
  const [r] = await app.db
    .select({ id: digitalResources.id })
    .from(digitalResources)
    .where(eq(digitalResources.lessonId, lessonId))
    .limit(1);
  return { questionId: q!.id, questionIds: [q!.id], resourceIds: [r!.id] };
}

/** The demo publisher's seeded writing task (of the demo author) and that author. */
async function authoringOf(app: FastifyInstance) {
  const [task] = await app.db
    .select({ id: authorTasks.id, authorId: authorTasks.authorId, noteId: authorTasks.noteId })
    .from(authorTasks)
    .where(isNotNull(authorTasks.noteId))
    .orderBy(asc(authorTasks.id))
    .limit(1);
  // Its note's first approved edition (the sweep reads it back as edition 1).
  await app.db
    .insert(lectureNoteEditions)
    .values({ noteId: task!.noteId!, edition: 1, title: '第一版', html: '<p>第一版</p>', taskId: task!.id });
  return { taskId: task!.id, authorId: task!.authorId };
}

/** Another publisher (id 2) with its own author, book and writing task. */
async function otherPublisher(app: FastifyInstance) {
  const passwordHash = await hashPassword('Classpro@2026');
  const [author] = await app.db
    .insert(staffAccounts)
    .values({ kind: 'author', account: 'sweep-author', displayName: '别的作者', publisherId: 2, passwordHash })
    .returning({ id: staffAccounts.id });
  const [book] = await app.db
    .select({ id: digitalBooks.id })
    .from(digitalBooks)
    .where(isNull(digitalBooks.publisherId))
    .orderBy(asc(digitalBooks.id))
    .limit(1);
  await app.db.update(digitalBooks).set({ publisherId: 2 }).where(eq(digitalBooks.id, book!.id));
  const [lesson] = await app.db
    .select({ id: digitalLessons.id })
    .from(digitalLessons)
    .where(eq(digitalLessons.bookId, book!.id))
    .limit(1);
  const [task] = await app.db
    .insert(authorTasks)
    .values({ publisherId: 2, authorId: author!.id, bookId: book!.id, lessonId: lesson!.id, status: 'pending' })
    .returning({ id: authorTasks.id });
  return { writingTaskId: task!.id, authorId: author!.id };
}
