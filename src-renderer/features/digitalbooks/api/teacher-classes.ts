import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassApi } from '@shared/api/classes';
import { call } from '../../../platform/http';
import { readerKeys } from './reader-keys';

/** The teacher's classes, to choose the one a lesson is given to. */
export const getTeacherClasses = () => call(ClassApi.list);

export const teacherClassesQuery = () => queryOptions({ queryKey: readerKeys.classes(), queryFn: getTeacherClasses });

export const useTeacherClasses = () => useQuery(teacherClassesQuery());
