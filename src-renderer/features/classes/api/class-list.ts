import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassPaths, type UserClass } from '@shared/api/classes';
import { http } from '../../../platform/http';
import { classKeys } from './keys';

export const getUserClassList = () => http.get<UserClass[]>(ClassPaths.list);

export const classListQuery = () => queryOptions({ queryKey: classKeys.list(), queryFn: getUserClassList });

export const useClassList = (enabled = true) => useQuery({ ...classListQuery(), enabled });
