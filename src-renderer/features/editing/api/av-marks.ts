import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EditingApi, type AvMarkInput } from '@shared/api/editing';
import { Msg } from '@shared/rules/messages';
import { invalidateApi, useApi } from '../../../api/use-api';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';

/** The book's audio-visual media with the chapter marks, trim and captions of each. */
export const useAvMedia = (bookId: number) => useApi(EditingApi.avMedia, { bookId }, { enabled: bookId > 0 });

export function useSaveAvMarks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { bookId: number; sectionId: number; marks: AvMarkInput[] }) =>
      call(EditingApi.saveAvMarks, body),
    onSuccess: () => {
      notify.success(Msg.editingSaved);
      void invalidateApi(qc, EditingApi.avMedia);
    },
  });
}
