import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CourseApi } from '@shared/api/courses';
import { courseKeys } from '../../../api/courses/student-courses';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

export const removeStudentCourse = (studentCourseId: number) => call(CourseApi.remove, { studentCourseId });

export function useRemoveStudentCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeStudentCourse,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: classKeys.all }),
        qc.invalidateQueries({ queryKey: courseKeys.all }),
      ]),
  });
}
