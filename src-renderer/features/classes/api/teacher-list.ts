import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeacherPaths, type TeacherInfo } from '@shared/api/teachers';
import { http } from '../../../platform/http';
import { classKeys } from './keys';

export const getTeacherList = () => http.get<TeacherInfo[]>(TeacherPaths.list);

export const teacherListQuery = () => queryOptions({ queryKey: classKeys.teachers(), queryFn: getTeacherList });

export const useTeacherList = () => useQuery(teacherListQuery());
