import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeacherApi } from '@shared/api/teachers';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

export const getTeacherList = () => call(TeacherApi.list);

export const teacherListQuery = () => queryOptions({ queryKey: classKeys.teachers(), queryFn: getTeacherList });

export const useTeacherList = () => useQuery(teacherListQuery());
