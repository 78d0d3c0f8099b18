import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CoursePaths } from '@shared/api/courses';
import { http } from '../../../platform/http';
import { classKeys } from './keys';

export const removeStudentCourse = (studentCourseId: number) =>
  http.post<null>(CoursePaths.remove, { studentCourseId });

export function useRemoveStudentCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeStudentCourse,
    onSuccess: () => qc.invalidateQueries({ queryKey: classKeys.all }),
  });
}
