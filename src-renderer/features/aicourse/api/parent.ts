import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AiCourseApi, type HomeworkRequest } from '@shared/api/aicourse';
import { call } from '../../../platform/http';

const key = (studentCourseId: number, unitId: number) =>
  ['aicourse', 'parent-report', studentCourseId, unitId] as const;

export const useParentCourse = (studentCourseId: number) =>
  useQuery({
    queryKey: ['aicourse', 'parent-course', studentCourseId],
    queryFn: () => call(AiCourseApi.parentCourse, { studentCourseId }),
  });

export const useParentReport = (studentCourseId: number, unitId: number) =>
  useQuery({
    queryKey: key(studentCourseId, unitId),
    queryFn: () => call(AiCourseApi.parentReport, { studentCourseId, unitId }),
  });

export function useSubmitHomework() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: HomeworkRequest) => call(AiCourseApi.parentHomework, input),
    onSuccess: (_r, input) =>
      qc.invalidateQueries({ queryKey: key(Number(input.studentCourseId), Number(input.unitId)) }),
  });
}
