import { useQuery } from '@tanstack/react-query';
import { AiCourseApi } from '@shared/api/aicourse';
import { call } from '../../../platform/http';

/** The AI courses of one child (all the parent's children when no child is given), with units done. */
export const useChildCourses = (childId?: number) =>
  useQuery({
    queryKey: ['parent', 'courses', childId ?? 0],
    queryFn: () => call(AiCourseApi.parentCourseList, childId ? { childId } : {}),
  });

/** The child's lessons over the next week (today first), dated by the teachers' weekly plans. */
export const useChildLessons = (childId: number) =>
  useQuery({
    queryKey: ['parent', 'lessons', childId],
    queryFn: () => {
      // Today in Beijing time, and six days on.
      const day = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
      return call(AiCourseApi.childLessonPlanList, { childId, startDate: day(0), endDate: day(6) });
    },
  });
