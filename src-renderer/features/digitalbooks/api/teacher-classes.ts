import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassPaths, type UserClass } from '@shared/api/classes';
import { http } from '../../../platform/http';
import { readerKeys } from './reader-keys';

/** The teacher's classes, to choose the one a lesson is given to. */
export const getTeacherClasses = () => http.get<UserClass[]>(ClassPaths.list);

export const teacherClassesQuery = () => queryOptions({ queryKey: readerKeys.classes(), queryFn: getTeacherClasses });

export const useTeacherClasses = () => useQuery(teacherClassesQuery());
