import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DigitalApi, type BagAdd } from '@shared/api/digital';
import { Msg } from '@shared/rules/messages';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { readerKeys } from './reader-keys';

export const addBagItem = (input: BagAdd) => call(DigitalApi.bagAdd, input);

export function useAddBagItem(bookId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addBagItem,
    onSuccess: () => {
      notify.success(Msg.digitalBagAdded);
      return qc.invalidateQueries({ queryKey: readerKeys.bag(bookId) });
    },
  });
}
