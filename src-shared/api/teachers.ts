import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * Teachers and favourites (spec sections 2 "Teacher info", 3 "Teacher info", 4 "Favourite", 9 teachLv). A teacher
 * here is a TEACHER user with a profile (the online and dual-teacher teachers). Favourites belong to the caller,
 * on the teacher or the parent side; follow and unfollow are idempotent. See rules/teach-level.ts for teachLv.
 */
export const TeacherPaths = {
  /** Not shown in the spec ("teacher info (userType TEACHER, userId)"). GET. Teacher or parent. */
  info: '/api/v2/user/getTeacherInfo',
  /** Not shown in the spec ("follow teacher (teacher)"). POST {teacher}. Message 收藏成功. */
  follow: '/api/v2/user/followTeacher',
  /** Not shown in the spec ("cancel-follow teacher (teacher)"). POST {teacher}. Message 已取消收藏. */
  unfollow: '/api/v2/user/cancelFollowTeacher',
  /** Spec students v1 "teacherList". GET ?onlyCollected=. Teacher or parent. */
  list: '/api/v1/students/teacherList',
} as const;

export const teacherInfoQuery = z.object({
  userType: z.literal('TEACHER').default('TEACHER'),
  userId: z.coerce.number().int().positive(),
});

export const teacherTag = z.object({ id: z.number().int(), name: z.string() });

/**
 * Spec "Teacher info": displayName, avatar, teacher{collection, tags[{id,name}], avgStar, introduction, teachLv}.
 * `collection` is whether the caller has the teacher in their favourites; `introduction` is null when there is
 * none (the client shows 暂无简介); `avgStar` is 0-5 with one decimal.
 */
export const teacherInfo = z.object({
  id: z.number().int(),
  displayName: z.string(),
  avatar: z.string(),
  teacher: z.object({
    collection: z.boolean(),
    tags: z.array(teacherTag),
    avgStar: z.number(),
    introduction: z.string().nullable(),
    teachLv: z.string(),
  }),
});
export type TeacherInfo = z.infer<typeof teacherInfo>;

export const followRequest = z.object({ teacher: z.number().int().positive() });
export type FollowRequest = z.infer<typeof followRequest>;
export const followResponse = z.object({ collection: z.boolean() });

/** `onlyCollected=true` lists only the caller's favourites. */
export const teacherListQuery = z.object({ onlyCollected: z.stringbool().optional() });
export const teacherList = z.array(teacherInfo);

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const TeacherApi = {
  info: get(TeacherPaths.info, { request: teacherInfoQuery, response: teacherInfo, areas: ['teacher', 'parent'] }),
  list: get(TeacherPaths.list, { request: teacherListQuery, response: teacherList, areas: ['teacher', 'parent'] }),
  follow: post(TeacherPaths.follow, { request: followRequest, response: followResponse, areas: ['teacher', 'parent'] }),
  unfollow: post(TeacherPaths.unfollow, {
    request: followRequest,
    response: followResponse,
    areas: ['teacher', 'parent'],
  }),
} as const;
