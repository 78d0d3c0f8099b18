import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { readerKeys } from './reader-keys';

export const deleteBookmark = (id: string) => call(DigitalApi.deleteBookmark, { bookmarkId: id });

export function useDeleteBookmark(bookId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBookmark,
    onSuccess: () => qc.invalidateQueries({ queryKey: readerKeys.bookmarks(bookId) }),
  });
}
