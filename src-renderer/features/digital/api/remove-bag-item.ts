import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { readerKeys } from './reader-keys';

export const removeBagItem = (id: number) => call(DigitalApi.bagRemove, { itemId: id });

export function useRemoveBagItem(bookId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeBagItem,
    onSuccess: () => qc.invalidateQueries({ queryKey: readerKeys.bag(bookId) }),
  });
}
