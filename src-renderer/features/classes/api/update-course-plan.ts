import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CourseApi, type UpdatePlanRequest } from '@shared/api/courses';
import { courseKeys } from '../../../api/courses/student-courses';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

export const updateStudentCoursePlan = (body: UpdatePlanRequest) => call(CourseApi.updatePlan, body);

export function useUpdateCoursePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateStudentCoursePlan,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: classKeys.all }),
        qc.invalidateQueries({ queryKey: courseKeys.all }),
      ]),
  });
}
