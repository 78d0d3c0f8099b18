import { useQuery } from '@tanstack/react-query';
import { CourseCenterApi, type LessonPlanQuery } from '@shared/api/course-center';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

/**
 * Lesson plans (issue 11): each class course with its next lesson and the unit it reaches; the dated lessons of a
 * period; one class course's units with their status and planned dates; the teacher's teaching figures.
 */
export const usePlanCourses = () =>
  useQuery({ queryKey: [...classKeys.all, 'planCourses'], queryFn: () => call(CourseCenterApi.planLessonCourse, {}) });

export const useLessonPlan = (query: LessonPlanQuery) =>
  useQuery({
    queryKey: [...classKeys.all, 'lessonPlan', query],
    queryFn: () => call(CourseCenterApi.lessonPlanList, query),
  });

export const usePlanUnits = (studentCourseId: number | null) =>
  useQuery({
    queryKey: [...classKeys.all, 'planUnits', studentCourseId],
    queryFn: () => call(CourseCenterApi.planLessonCourseUnit, { studentCourseId: studentCourseId ?? 0 }),
    enabled: studentCourseId != null,
  });

export const useCourseStatistics = () =>
  useQuery({ queryKey: [...classKeys.all, 'statistics'], queryFn: () => call(CourseCenterApi.statistics, {}) });
