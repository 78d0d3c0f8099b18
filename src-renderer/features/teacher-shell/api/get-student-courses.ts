import { queryOptions } from '@tanstack/react-query';
import { CourseApi } from '@shared/api/courses';
import { call } from '../../../platform/http';

/** The caller's assistant courses; `locationName` is sent in the aigc channel (spec section 7). */
export const getStudentCourses = (locationName?: string) =>
  call(CourseApi.studentCourseList, { studentCourseListType: 'ASSISTANT', locationName }, { silent: true });

export const studentCoursesQuery = (locationName?: string) =>
  queryOptions({
    queryKey: ['courses', 'student', 'ASSISTANT', locationName ?? null],
    queryFn: () => getStudentCourses(locationName),
  });
