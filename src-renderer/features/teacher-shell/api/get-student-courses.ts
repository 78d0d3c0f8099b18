import { queryOptions } from '@tanstack/react-query';
import { CoursePaths, type StudentCourseItem } from '@shared/api/courses';
import { http } from '../../../platform/http';

/** The caller's assistant courses; `locationName` is sent in the aigc channel (spec section 7). */
export const getStudentCourses = (locationName?: string) =>
  http.get<StudentCourseItem[]>(
    CoursePaths.studentCourseList,
    { studentCourseListType: 'ASSISTANT', locationName },
    { silent: true },
  );

export const studentCoursesQuery = (locationName?: string) =>
  queryOptions({
    queryKey: ['courses', 'student', 'ASSISTANT', locationName ?? null],
    queryFn: () => getStudentCourses(locationName),
  });
