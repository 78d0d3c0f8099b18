import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { readerKeys } from './reader-keys';

/** The class's pen strokes on every page of the book. */
export const getClassAnnotations = (bookId: number, classId: number) =>
  call(DigitalApi.annotations, { bookId, classId });

export const classAnnotationsQuery = (bookId: number, classId: number) =>
  queryOptions({
    queryKey: readerKeys.annotations(bookId, classId),
    queryFn: () => getClassAnnotations(bookId, classId),
    enabled: bookId > 0,
  });

export const useClassAnnotations = (bookId: number, classId: number) =>
  useQuery(classAnnotationsQuery(bookId, classId));
