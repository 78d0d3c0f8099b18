import { queryOptions, useQuery } from '@tanstack/react-query';
import { CourseApi } from '@shared/api/courses';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

/** "My courses": the teacher's courses by class (locationName is only sent for the aigc channel). */
export const getStudentCourseList = (locationName?: string) =>
  call(CourseApi.studentCourseList, { studentCourseListType: 'ASSISTANT', locationName });

export const studentCourseListQuery = (locationName?: string) =>
  queryOptions({
    queryKey: [...classKeys.studentCourses(), locationName ?? ''],
    queryFn: () => getStudentCourseList(locationName),
  });

export const useStudentCourseList = (locationName?: string) => useQuery(studentCourseListQuery(locationName));
