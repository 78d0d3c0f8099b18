import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassPaths, type ClassPublicInfo } from '@shared/api/classes';
import { http } from '../../../platform/http';

/** Public: the class and school a QR code points at (no sign-in needed). */
export const getClassInfo = (classId: number) => http.get<ClassPublicInfo>(ClassPaths.info, { classId });

export const classInfoQuery = (classId: number) =>
  queryOptions({ queryKey: ['parent', 'classInfo', classId], queryFn: () => getClassInfo(classId) });

export const useClassInfo = (classId: number | null) =>
  useQuery({ ...classInfoQuery(classId ?? 0), enabled: classId !== null });
