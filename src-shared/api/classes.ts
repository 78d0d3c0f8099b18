import { z } from 'zod';
import { Msg } from '../rules/messages';
import { MAX_CLASS_NUMBER, MAX_LEVEL, MIN_CLASS_NUMBER, MIN_LEVEL } from '../rules/grades';
import { courseType } from './courses';
import { schoolSummary } from './school';
import { get, post } from './endpoint';

/**
 * Classes (spec sections 2 "Add class", "Class QR code", 3 "Class", "Class student", 4 "Class joining", 5).
 * A class belongs to the teacher who created it: every teacher-side call here acts on the caller's own classes
 * only (another teacher's class id is code 403). Bodies are JSON (the spec's "params").
 *
 * An administrative class is stored by its cohort year and class number, so its name moves up a grade each
 * September (see rules/grades.ts). Each teacher has their own record of it; the same teacher cannot add the same
 * administrative class (or an interest class of the same name) twice: 该班级已存在.
 */
export const ClassPaths = {
  /** GET. Teacher: the caller's classes, newest first, with students and courses. */
  list: '/api/v2/user/getUserClassList',
  /** POST addClassRequest. Teacher with a bound school (else 请先绑定学校). Data: the class plus `qr`. */
  add: '/api/v2/user/assistantAddClass',
  /** POST {classId}. Teacher, own class. Removes it with its students and courses (freeing the course quota). */
  delete: '/api/v2/user/assistantDeleteClass',
  /** POST {classId, intro}. Teacher, own class. */
  updateIntro: '/api/v2/user/updateClassIntro',
  /**
   * GET ?classId=&invite=. Signed in (parent or teacher) with the class QR code's invitation: the QR target page
   * /parent/hassClassInfo shows it. A missing or wrong invitation, or an unknown class, is code 403 with
   * 班级邀请无效，请向老师重新获取班级二维码 (`Msg.classInviteInvalid`), so class ids cannot be walked.
   */
  info: '/api/v2/user/getClassInfo',
  /**
   * POST {classId, childId, invite}. Parent: puts one of the caller's own children in the class (idempotent). Needs
   * the class's invitation from its QR code, refused like `info` otherwise.
   */
  join: '/api/v2/user/joinClass',
  /**
   * POST {classId, childId}. Parent: takes the caller's own child out of the class; a class the child is not in
   * (existing or not) is code 404 with 班级不存在.
   */
  quit: '/api/v2/user/quitClass',
  /** POST {childId, displayName}. Parent: renames the caller's own child; message 修改成功. */
  changeChildName: '/api/v2/user/changeChildName',
} as const;

export const CLASS_TYPES = ['ADMIN', 'INTEREST'] as const;
export const classType = z.enum(CLASS_TYPES);
export type ClassType = z.infer<typeof classType>;

const id = z.number().int().positive();

/**
 * Add class (spec: type, name or grade, level, team).
 * - INTEREST: `name` (1-30 characters after trimming).
 * - ADMIN: `level` 1-9 and `team` (the class number) 1-50; `grade` optionally echoes the chosen Grade option's
 *   `year`, and when the academic year has turned over since the list was built it is refused with
 *   年级信息已更新，请重新选择 rather than creating the wrong class.
 * Missing fields are code 400 with 请填写内容 (`Msg.fillContent`).
 */
export const addClassRequest = z.object({
  type: classType,
  name: z.string().trim().max(30).nullish(),
  level: z.number().int().min(MIN_LEVEL).max(MAX_LEVEL).nullish(),
  team: z.number().int().min(MIN_CLASS_NUMBER).max(MAX_CLASS_NUMBER).nullish(),
  grade: z.number().int().min(2000).max(2200).nullish(),
});
export type AddClassRequest = z.input<typeof addClassRequest>;

/** Spec "Class student": `id` is the membership, `userId` the student's account, `name` their display name. */
export const classStudent = z.object({ id: z.number().int(), name: z.string(), userId: z.number().int() });
export type ClassStudent = z.infer<typeof classStudent>;

/** A course added to a class, with its weekly plan (comma-joined weekdays 1-7, empty when there is no plan). */
export const classCourse = z.object({
  studentCourseId: z.number().int(),
  courseId: z.number().int(),
  courseType,
  title: z.string(),
  cover: z.string(),
  weekdays: z.string(),
});
export type ClassCourse = z.infer<typeof classCourse>;

/** Spec "Class": userId (the owning teacher), name, school{id,name}; plus what the class page shows. */
export const userClass = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  type: classType,
  /** ADMIN only: the current level 1-9 (null once the cohort has left 九年级), class number and cohort year. */
  level: z.number().int().nullable(),
  classNumber: z.number().int().nullable(),
  gradeYear: z.number().int().nullable(),
  intro: z.string(),
  /** The class QR code's invitation (only the owning teacher sees the list). */
  invite: z.string(),
  school: schoolSummary,
  students: z.array(classStudent),
  courses: z.array(classCourse),
  createdAt: z.string(),
});
export type UserClass = z.infer<typeof userClass>;

/**
 * The class QR code's target data: the QR encodes /#/parent/hassClassInfo with isScan, classId, className,
 * schoolId and schoolName as the query (see `classQrPath`), plus the class's `invite` (issue 18), without which
 * the page can neither read the class nor join it.
 */
export const classQrTarget = z.object({
  classId: z.number().int(),
  className: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  invite: z.string(),
});
export type ClassQrTarget = z.infer<typeof classQrTarget>;

export const addClassResponse = userClass.extend({ qr: classQrTarget });
export type AddClassResponse = z.infer<typeof addClassResponse>;

/** The hash path the class QR code points at (append it to the site origin). */
export function classQrPath(t: ClassQrTarget): string {
  const q = [
    ['isScan', '1'],
    ['classId', String(t.classId)],
    ['className', t.className],
    ['schoolId', String(t.schoolId)],
    ['schoolName', t.schoolName],
    ['invite', t.invite],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
    .join('&');
  return `/#/parent/hassClassInfo?${q}`;
}

export const classIdRequest = z.object({ classId: id });
export type ClassIdRequest = z.infer<typeof classIdRequest>;

export const updateClassIntroRequest = z.object({ classId: id, intro: z.string().trim().max(500) });
export type UpdateClassIntroRequest = z.infer<typeof updateClassIntroRequest>;

/** A class invitation as sent; missing or wrong ones are refused by the server with its own clear message. */
const invite = z.string().trim().max(64).optional();

export const classInfoQuery = z.object({ classId: z.coerce.number().int().positive(), invite });

/** Public class information: no students, no courses. */
export const classPublicInfo = classQrTarget.extend({ teacherName: z.string(), studentCount: z.number().int() });
export type ClassPublicInfo = z.infer<typeof classPublicInfo>;

/** Join needs `invite`; quit (the same shape) ignores it. */
export const joinClassRequest = z.object({ classId: id, childId: id, invite });
export type JoinClassRequest = z.infer<typeof joinClassRequest>;

export const changeChildNameRequest = z.object({
  childId: id,
  displayName: z.string().trim().min(1, Msg.nicknameRequired).max(20),
});
export type ChangeChildNameRequest = z.infer<typeof changeChildNameRequest>;

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const ClassApi = {
  list: get(ClassPaths.list, { response: z.array(userClass), areas: ['teacher'] }),
  add: post(ClassPaths.add, { request: addClassRequest, response: addClassResponse, areas: ['teacher'] }),
  delete: post(ClassPaths.delete, { request: classIdRequest, response: z.null(), areas: ['teacher'] }),
  updateIntro: post(ClassPaths.updateIntro, {
    request: updateClassIntroRequest,
    response: z.null(),
    areas: ['teacher'],
  }),
  info: get(ClassPaths.info, { request: classInfoQuery, response: classPublicInfo, areas: ['parent', 'teacher'] }),
  join: post(ClassPaths.join, { request: joinClassRequest, response: classPublicInfo, areas: ['parent'] }),
  quit: post(ClassPaths.quit, { request: joinClassRequest, response: z.null(), areas: ['parent'] }),
  changeChildName: post(ClassPaths.changeChildName, {
    request: changeChildNameRequest,
    response: z.null(),
    areas: ['parent'],
  }),
} as const;
