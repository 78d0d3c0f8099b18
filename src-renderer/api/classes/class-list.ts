import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassApi } from '@shared/api/classes';
import { call } from '../../platform/http';

/**
 * React-query keys of the class endpoints several features read: the class list (my classes in classes, the
 * class picker of the digital classroom). The classes feature extends them; invalidating `all` refreshes both.
 */
export const sharedClassKeys = {
  all: ['classes'] as const,
  list: () => [...sharedClassKeys.all, 'list'] as const,
};

/** The signed-in teacher's classes (my classes, and the class a digital lesson is given to). */
export const getClassList = () => call(ClassApi.list);

export const classListQuery = () => queryOptions({ queryKey: sharedClassKeys.list(), queryFn: getClassList });

export const useClassList = (enabled = true) => useQuery({ ...classListQuery(), enabled });
