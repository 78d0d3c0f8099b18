import { AiCourseApi } from '@shared/api/aicourse';
import { useApi } from '../../../api/use-api';

export const useAiCourse = (aicourseId: number) => useApi(AiCourseApi.course, { aicourseId });

export const useAiUnits = (aicourseId: number) => useApi(AiCourseApi.unitList, { aicourseId });

export const useAiSections = (unitId: number | null) =>
  useApi(AiCourseApi.sectionList, { unitId: unitId ?? 0 }, { enabled: unitId != null });

/** The caller's classes running the course, each with its resume point. */
export const useAiClassCourses = (aicourseId: number) => useApi(AiCourseApi.classCourseList, { aicourseId });
