import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassApi } from '@shared/api/classes';
import { call } from '../../platform/http';
import { sharedClassKeys } from './keys';

/** The signed-in teacher's classes (my classes, and the class a digital lesson is given to). */
export const getClassList = () => call(ClassApi.list);

export const classListQuery = () => queryOptions({ queryKey: sharedClassKeys.list(), queryFn: getClassList });

export const useClassList = (enabled = true) => useQuery({ ...classListQuery(), enabled });
