import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { bookKeys } from './book-keys';

export const getLectureNotes = (bookId: number) => call(DigitalApi.lectureNotes, { bookId });

export const getLectureNotesQuery = (bookId: number) =>
  queryOptions({
    queryKey: bookKeys.lectureNotes(bookId),
    queryFn: () => getLectureNotes(bookId),
    enabled: bookId > 0,
  });

export const useLectureNotes = (bookId: number) => useQuery(getLectureNotesQuery(bookId));
