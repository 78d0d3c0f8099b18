import { TeacherApi } from '@shared/api/teachers';
import { call } from '../../../platform/http';

/** Follow (收藏) or unfollow a teacher; both are idempotent on the server. */
export const setTeacherFollowed = (teacher: number, follow: boolean) =>
  call(follow ? TeacherApi.follow : TeacherApi.unfollow, { teacher });
