import { useQuery } from '@tanstack/react-query';
import { AiCourseApi } from '@shared/api/aicourse';
import { call } from '../../../platform/http';

/** The AI courses of one child (all the parent's children when no child is given), with units done. */
export const useChildCourses = (childId?: number) =>
  useQuery({
    queryKey: ['parent', 'courses', childId ?? 0],
    queryFn: () => call(AiCourseApi.parentCourseList, childId ? { childId } : {}),
  });
