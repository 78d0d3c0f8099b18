import { queryOptions, useQuery } from '@tanstack/react-query';
import { CourseApi } from '@shared/api/courses';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

/** The class's school's courses; `has` marks those already in the class (spec: studentId is the class id). */
export const getSchoolCourseList = (classId: number) => call(CourseApi.schoolCourseList, { studentId: classId });

export const schoolCourseListQuery = (classId: number | null) =>
  queryOptions({
    queryKey: classKeys.schoolCourses(classId),
    queryFn: () => getSchoolCourseList(classId!),
    enabled: classId !== null,
    staleTime: 0,
  });

export const useSchoolCourseList = (classId: number | null) => useQuery(schoolCourseListQuery(classId));
