import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassApi } from '@shared/api/classes';
import { call } from '../../../platform/http';

/**
 * The class and school a QR code points at: needs the parent's sign-in and the QR code's invitation. Silent: the
 * page shows why a refused invitation cannot be used.
 */
export const getClassInfo = (classId: number, invite: string) =>
  call(ClassApi.info, { classId, invite }, { silent: true });

export const classInfoQuery = (classId: number, invite: string) =>
  queryOptions({
    queryKey: ['parent', 'classInfo', classId, invite],
    queryFn: () => getClassInfo(classId, invite),
    retry: false,
  });

/** Runs only for a signed-in parent holding a class id and an invitation. */
export const useClassInfo = (classId: number | null, invite: string, enabled: boolean) =>
  useQuery({ ...classInfoQuery(classId ?? 0, invite), enabled: enabled && classId !== null && invite !== '' });
