import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { readerKeys } from './reader-keys';

/** The students of one of the teacher's classes (for the random picker). */
export const getClassRoster = (classId: number) => call(DigitalApi.roster, { classId });

export const classRosterQuery = (classId: number) =>
  queryOptions({ queryKey: readerKeys.roster(classId), queryFn: () => getClassRoster(classId), enabled: classId > 0 });

export const useClassRoster = (classId: number) => useQuery(classRosterQuery(classId));
