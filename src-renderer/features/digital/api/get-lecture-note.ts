import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { bookKeys } from './book-keys';

export const getLectureNote = (id: number) => call(DigitalApi.lectureNote, { lectureNoteId: id });

export const getLectureNoteQuery = (id: number) =>
  queryOptions({ queryKey: bookKeys.lectureNote(id), queryFn: () => getLectureNote(id), enabled: id > 0 });

export const useLectureNote = (id: number) => useQuery(getLectureNoteQuery(id));
