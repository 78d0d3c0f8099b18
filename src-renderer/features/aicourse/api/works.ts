import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AiCourseApi, type MarkWorksRequest, type SubmitWorksRequest } from '@shared/api/aicourse';
import { call } from '../../../platform/http';

const worksKey = (studentCourseId: number, unitId: number) => ['aicourse', 'works', studentCourseId, unitId] as const;

/** Every student of the class with their works of the unit (students without works included). */
export const useUnitWorks = (studentCourseId: number, unitId: number) =>
  useQuery({
    queryKey: worksKey(studentCourseId, unitId),
    queryFn: () => call(AiCourseApi.works, { studentCourseId, unitId }),
  });

/** Adds a student's works (files already uploaded through the signed path); refreshes the unit's works. */
export function useSubmitWorks(studentCourseId: number, unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SubmitWorksRequest, 'studentCourseId' | 'unitId'>) =>
      call(AiCourseApi.submitWorks, { studentCourseId, unitId, ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worksKey(studentCourseId, unitId) }),
  });
}

/** Stars, praise and a comment on one works. */
export function useMarkWorks(studentCourseId: number, unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkWorksRequest) => call(AiCourseApi.markWorks, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worksKey(studentCourseId, unitId) }),
  });
}
