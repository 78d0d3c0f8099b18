import { useQuery } from '@tanstack/react-query';
import { AiCourseApi } from '@shared/api/aicourse';
import { apiKey, useApi } from '../../../api/use-api';
import { callOrStaged } from '../../../api/lessons/staged-call';

export const useAiCourse = (aicourseId: number) => useApi(AiCourseApi.course, { aicourseId });

// What the classroom reads comes from a lesson made ready on this PC (明日备课) when the network is gone.

export const useAiUnits = (aicourseId: number) =>
  useQuery({
    queryKey: apiKey(AiCourseApi.unitList, { aicourseId }),
    queryFn: ({ signal }) => callOrStaged(AiCourseApi.unitList, { aicourseId }, { signal }),
  });

export const useAiSections = (unitId: number | null) =>
  useQuery({
    queryKey: apiKey(AiCourseApi.sectionList, { unitId: unitId ?? 0 }),
    queryFn: ({ signal }) => callOrStaged(AiCourseApi.sectionList, { unitId: unitId ?? 0 }, { signal }),
    enabled: unitId != null,
  });

/** The caller's classes running the course, each with its resume point. */
export const useAiClassCourses = (aicourseId: number) =>
  useQuery({
    queryKey: apiKey(AiCourseApi.classCourseList, { aicourseId }),
    queryFn: ({ signal }) => callOrStaged(AiCourseApi.classCourseList, { aicourseId }, { signal }),
  });
