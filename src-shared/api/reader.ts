import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * The mobile textbook reader area's own screens beyond reading and tasks (issue 10; spec 2 "Mobile textbook reader
 * area": caseList, group, myClasslist, officeView). Every path is "not shown" in the spec and chosen under
 * `/api/v1/digital/...`, beside the tasks (task.ts).
 *
 * Who: the reader area signs in with the teacher area's token. A student (userType STUDENT) reads their own classes
 * and those classes' study groups; a teacher reads the groups of classes they own (and no student classes). Worked
 * examples and office documents are book content: whoever has the book (domain/books.ts `ownsBook`) reads them.
 *
 * Study groups: a class's teacher splits it into groups of at most `capacity` students; a student is in at most one
 * group of a class. When the class allows self-selection (`selfSelect`), a student joins a group that has room and
 * leaves their own group; otherwise only the teacher moves students (not in this area).
 */
export const ReaderPaths = {
  /** GET → MyClass[]: the signed-in student's classes (teacher, school, students, textbooks). Student. */
  myClasses: '/api/v1/digital/getStudentClassList',
  /** GET ?classId → ClassGroups. A student of the class, or its teacher. */
  groups: '/api/v1/digital/getClassGroupList',
  /** POST {groupId} → ClassGroups: joins a group with room, if the class allows self-selection. Student. */
  joinGroup: '/api/v1/digital/joinClassGroup',
  /** POST {groupId} → ClassGroups: leaves the caller's own group, if the class allows self-selection. Student. */
  leaveGroup: '/api/v1/digital/leaveClassGroup',
  /** GET ?bookId → CaseCatalogue: the book's units and lessons with how many worked examples each has. */
  caseCatalogue: '/api/v1/digital/getCaseCatalogue',
  /** GET ?bookId&lessonId → LessonCases: a lesson's worked examples and its documents. Whoever has the book. */
  lessonCases: '/api/v1/digital/getLessonCaseList',
  /** GET ?resourceId → OfficeDocument: a DOCUMENT resource with its signed file URL. Whoever has the book. */
  document: '/api/v1/digital/getOfficeDocument',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const classBook = z.object({
  bookId: z.number().int(),
  title: z.string(),
  subject: z.string(),
  /** Whether the student has the book (and so can open it). */
  owned: z.boolean(),
});

export const myClass = z.object({
  classId: z.number().int(),
  className: z.string(),
  schoolName: z.string(),
  teacherName: z.string(),
  studentCount: z.number().int(),
  /** The textbooks the class works with: the books of the tasks pushed to it, first used first. */
  books: z.array(classBook),
  /** The caller's study group in the class, if any. */
  groupName: z.string().nullable(),
});
export type MyClass = z.infer<typeof myClass>;

export const groupMember = z.object({
  userId: z.number().int(),
  name: z.string(),
  leader: z.boolean(),
  me: z.boolean(),
});

export const classGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  /** At most this many students. */
  capacity: z.number().int(),
  members: z.array(groupMember),
});
export type ClassGroup = z.infer<typeof classGroup>;

export const classGroups = z.object({
  classId: z.number().int(),
  className: z.string(),
  /** Whether students choose their own group (join and leave). */
  selfSelect: z.boolean(),
  /** The caller's group in the class, or null (always null for a teacher). */
  myGroupId: z.number().int().nullable(),
  groups: z.array(classGroup),
  /** Students of the class in no group. */
  ungrouped: z.array(z.object({ userId: z.number().int(), name: z.string(), me: z.boolean() })),
});
export type ClassGroups = z.infer<typeof classGroups>;

export const caseCatalogue = z.object({
  bookId: z.number().int(),
  bookTitle: z.string(),
  units: z.array(
    z.object({
      title: z.string(),
      lessons: z.array(z.object({ lessonId: z.number().int(), title: z.string(), caseCount: z.number().int() })),
    }),
  ),
});
export type CaseCatalogue = z.infer<typeof caseCatalogue>;

export const workedExample = z.object({
  id: z.number().int(),
  title: z.string(),
  problem: z.string(),
  /** The solution, one step a line, revealed one at a time. */
  steps: z.array(z.string()),
  answer: z.string(),
  /** The book page the example belongs to. */
  page: z.number().int().nullable(),
});
export type WorkedExample = z.infer<typeof workedExample>;

export const lessonDocument = z.object({ resourceId: z.number().int(), title: z.string(), format: z.string() });

export const lessonCases = z.object({
  bookId: z.number().int(),
  bookTitle: z.string(),
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  unitTitle: z.string(),
  cases: z.array(workedExample),
  /** The lesson's DOCUMENT resources (docx, xlsx, pdf), opened in the office viewer. */
  documents: z.array(lessonDocument),
});
export type LessonCases = z.infer<typeof lessonCases>;

export const officeDocument = z.object({
  resourceId: z.number().int(),
  bookId: z.number().int(),
  bookTitle: z.string(),
  lessonTitle: z.string(),
  title: z.string(),
  /** docx, xlsx or pdf. */
  format: z.string(),
  /** A signed same-origin URL of the file. */
  url: z.string(),
});
export type OfficeDocument = z.infer<typeof officeDocument>;

const teacher = ['teacher'] as const;

export const ReaderApi = {
  myClasses: get(ReaderPaths.myClasses, { response: z.array(myClass), areas: teacher }),
  groups: get(ReaderPaths.groups, { request: z.object({ classId: id }), response: classGroups, areas: teacher }),
  joinGroup: post(ReaderPaths.joinGroup, { request: z.object({ groupId: id }), response: classGroups, areas: teacher }),
  leaveGroup: post(ReaderPaths.leaveGroup, {
    request: z.object({ groupId: id }),
    response: classGroups,
    areas: teacher,
  }),
  caseCatalogue: get(ReaderPaths.caseCatalogue, {
    request: z.object({ bookId: id }),
    response: caseCatalogue,
    areas: teacher,
  }),
  lessonCases: get(ReaderPaths.lessonCases, {
    request: z.object({ bookId: id, lessonId: id }),
    response: lessonCases,
    areas: teacher,
  }),
  document: get(ReaderPaths.document, {
    request: z.object({ resourceId: id }),
    response: officeDocument,
    areas: teacher,
  }),
} as const;
