import { AiCourseApi } from '@shared/api/aicourse';
import { useApi, useApiMutation } from '../../../api/use-api';

export const useParentCourse = (studentCourseId: number) => useApi(AiCourseApi.parentCourse, { studentCourseId });

export const useParentReport = (studentCourseId: number, unitId: number) =>
  useApi(AiCourseApi.parentReport, { studentCourseId, unitId });

/** The unit report shows the homework just sent. */
export const useSubmitHomework = () =>
  useApiMutation(AiCourseApi.parentHomework, { invalidates: [AiCourseApi.parentReport] });
