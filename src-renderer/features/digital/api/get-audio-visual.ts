import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { bookKeys } from './book-keys';

export const getAudioVisual = (bookId: number) => call(DigitalApi.audioVisual, { bookId });

export const getAudioVisualQuery = (bookId: number) =>
  queryOptions({ queryKey: bookKeys.audioVisual(bookId), queryFn: () => getAudioVisual(bookId), enabled: bookId > 0 });

export const useAudioVisual = (bookId: number) => useQuery(getAudioVisualQuery(bookId));
