import { useQuery } from '@tanstack/react-query';
import { AiCourseApi } from '@shared/api/aicourse';
import { call } from '../../../platform/http';

/** Query keys of the AI course screens (one place so that a mutation invalidates what it changed). */
export const aiKeys = {
  course: (id: number) => ['aicourse', 'course', id] as const,
  units: (id: number) => ['aicourse', 'units', id] as const,
  sections: (unitId: number) => ['aicourse', 'sections', unitId] as const,
  classes: (id: number) => ['aicourse', 'classes', id] as const,
};

export const useAiCourse = (aicourseId: number) =>
  useQuery({ queryKey: aiKeys.course(aicourseId), queryFn: () => call(AiCourseApi.course, { aicourseId }) });

export const useAiUnits = (aicourseId: number) =>
  useQuery({ queryKey: aiKeys.units(aicourseId), queryFn: () => call(AiCourseApi.unitList, { aicourseId }) });

export const useAiSections = (unitId: number | null) =>
  useQuery({
    queryKey: aiKeys.sections(unitId ?? 0),
    queryFn: () => call(AiCourseApi.sectionList, { unitId: unitId ?? 0 }),
    enabled: unitId != null,
  });

/** The caller's classes running the course, each with its resume point. */
export const useAiClassCourses = (aicourseId: number) =>
  useQuery({
    queryKey: aiKeys.classes(aicourseId),
    queryFn: () => call(AiCourseApi.classCourseList, { aicourseId }),
  });
