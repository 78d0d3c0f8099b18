import { AiCourseApi, type MarkWorksRequest, type SubmitWorksRequest } from '@shared/api/aicourse';
import { useApi, useApiMutation } from '../../../api/use-api';

/** Every student of the class with their works of the unit (students without works included). */
export const useUnitWorks = (studentCourseId: number, unitId: number) =>
  useApi(AiCourseApi.works, { studentCourseId, unitId });

/** Adds a student's works (files already uploaded through the signed path); refreshes the works. */
export const useSubmitWorks = (studentCourseId: number, unitId: number) =>
  useApiMutation(AiCourseApi.submitWorks, {
    input: (body: Omit<SubmitWorksRequest, 'studentCourseId' | 'unitId'>) => ({ studentCourseId, unitId, ...body }),
    invalidates: [AiCourseApi.works],
  });

/** Stars, praise and a comment on one works. */
export const useMarkWorks = () =>
  useApiMutation<typeof AiCourseApi.markWorks, MarkWorksRequest>(AiCourseApi.markWorks, {
    invalidates: [AiCourseApi.works],
  });
