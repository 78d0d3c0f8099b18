import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TeacherApi, type TeacherInfo } from '@shared/api/teachers';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

/** Follow (收藏) or unfollow a teacher; both are idempotent on the server. */
export const setTeacherFollowed = (teacher: number, follow: boolean) =>
  call(follow ? TeacherApi.follow : TeacherApi.unfollow, { teacher });

/** Writes the answer into the teacher's info and the teacher list, so both show the new state at once. */
export function useSetTeacherFollowed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { teacher: number; follow: boolean }) => setTeacherFollowed(v.teacher, v.follow),
    onSuccess: (res, { teacher }) => {
      const patch = (x: TeacherInfo) => ({ ...x, teacher: { ...x.teacher, collection: res.collection } });
      qc.setQueryData<TeacherInfo>(classKeys.teacher(teacher), (x) => (x ? patch(x) : x));
      qc.setQueryData<TeacherInfo[]>(classKeys.teachers(), (xs) => xs?.map((x) => (x.id === teacher ? patch(x) : x)));
    },
  });
}
