import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeacherApi } from '@shared/api/teachers';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

export const getTeacherInfo = (userId: number) => call(TeacherApi.info, { userType: 'TEACHER', userId });

export const teacherInfoQuery = (userId: number) =>
  queryOptions({ queryKey: classKeys.teacher(userId), queryFn: () => getTeacherInfo(userId), staleTime: 0 });

export const useTeacherInfo = (userId: number | null) =>
  useQuery({ ...teacherInfoQuery(userId ?? 0), enabled: userId !== null });
