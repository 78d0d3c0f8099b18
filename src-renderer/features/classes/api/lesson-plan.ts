import { AiCourseApi } from '@shared/api/aicourse';
import { useQuery } from '@tanstack/react-query';
import { type LessonPlanQuery } from '@shared/api/aicourse';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

/**
 * Lesson plans (issue 11): each class course with its next lesson and the unit it reaches; the dated lessons of a
 * period; one class course's units with their status and planned dates; the teacher's teaching figures.
 */
export const usePlanCourses = () =>
  useQuery({ queryKey: [...classKeys.all, 'planCourses'], queryFn: () => call(AiCourseApi.planLessonCourse, {}) });

export const useLessonPlan = (query: LessonPlanQuery) =>
  useQuery({
    queryKey: [...classKeys.all, 'lessonPlan', query],
    queryFn: () => call(AiCourseApi.lessonPlanList, query),
  });

export const usePlanUnits = (studentCourseId: number | null) =>
  useQuery({
    queryKey: [...classKeys.all, 'planUnits', studentCourseId],
    queryFn: () => call(AiCourseApi.planLessonCourseUnit, { studentCourseId: studentCourseId ?? 0 }),
    enabled: studentCourseId != null,
  });

export const useCourseStatistics = () =>
  useQuery({ queryKey: [...classKeys.all, 'statistics'], queryFn: () => call(AiCourseApi.statistics, {}) });
