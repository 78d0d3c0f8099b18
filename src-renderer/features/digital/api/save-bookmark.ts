import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DigitalApi, type BookmarkInput } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { readerKeys } from './reader-keys';

export const saveBookmark = (input: BookmarkInput) => call(DigitalApi.saveBookmark, input);

export function useSaveBookmark(bookId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBookmark,
    onSuccess: () => qc.invalidateQueries({ queryKey: readerKeys.bookmarks(bookId) }),
  });
}
