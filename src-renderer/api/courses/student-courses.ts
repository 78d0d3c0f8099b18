import { queryOptions, useQuery } from '@tanstack/react-query';
import { CourseApi } from '@shared/api/courses';
import { call, type CallOptions } from '../../platform/http';

/**
 * React-query keys of the course endpoints several features read (the landing's auto-jump in teacher-shell, "my
 * courses" in classes). A mutation that changes a class's courses invalidates `courseKeys.all`.
 */
export const courseKeys = {
  all: ['courses'] as const,
  student: (locationName?: string) => [...courseKeys.all, 'student', 'ASSISTANT', locationName ?? null] as const,
};

/** The caller's assistant courses ("my courses", by class); `locationName` is sent in the aigc channel only. */
export const getStudentCourses = (locationName?: string, opts: CallOptions = {}) =>
  call(CourseApi.studentCourseList, { studentCourseListType: 'ASSISTANT', locationName }, opts);

/**
 * One cache entry per location, whoever reads it. `silent` only decides whether a failure of this fetch is toasted
 * (the landing's background check stays quiet; the my-courses page says why).
 */
export const studentCoursesQuery = (locationName?: string, opts: { silent?: boolean } = {}) =>
  queryOptions({
    queryKey: courseKeys.student(locationName),
    queryFn: () => getStudentCourses(locationName, opts),
  });

export const useStudentCourses = (locationName?: string) => useQuery(studentCoursesQuery(locationName));
