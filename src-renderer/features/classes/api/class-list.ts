import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassApi } from '@shared/api/classes';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

export const getUserClassList = () => call(ClassApi.list);

export const classListQuery = () => queryOptions({ queryKey: classKeys.list(), queryFn: getUserClassList });

export const useClassList = (enabled = true) => useQuery({ ...classListQuery(), enabled });
