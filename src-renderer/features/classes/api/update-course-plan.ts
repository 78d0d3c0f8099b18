import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CoursePaths, type UpdatePlanRequest } from '@shared/api/courses';
import { http } from '../../../platform/http';
import { classKeys } from './keys';

export const updateStudentCoursePlan = (body: UpdatePlanRequest) => http.post<null>(CoursePaths.updatePlan, body);

export function useUpdateCoursePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateStudentCoursePlan,
    onSuccess: () => qc.invalidateQueries({ queryKey: classKeys.all }),
  });
}
