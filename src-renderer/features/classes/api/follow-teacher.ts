import { TeacherPaths } from '@shared/api/teachers';
import { http } from '../../../platform/http';

/** Follow (收藏) or unfollow a teacher; both are idempotent on the server. */
export const setTeacherFollowed = (teacher: number, follow: boolean) =>
  http.post<{ collection: boolean }>(follow ? TeacherPaths.follow : TeacherPaths.unfollow, { teacher });
