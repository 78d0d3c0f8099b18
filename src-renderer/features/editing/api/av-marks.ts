import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EditingApi, type AvMarkInput } from '@shared/api/editing';
import { Msg } from '@shared/rules/messages';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { editingKeys } from './books';

/** The book's audio-visual media with the chapter marks set on each. */
export const useAvMedia = (bookId: number) =>
  useQuery({
    queryKey: editingKeys.avMedia(bookId),
    queryFn: () => call(EditingApi.avMedia, { bookId }),
    enabled: bookId > 0,
  });

export function useSaveAvMarks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { bookId: number; sectionId: number; marks: AvMarkInput[] }) =>
      call(EditingApi.saveAvMarks, body),
    onSuccess: (_marks, body) => {
      notify.success(Msg.editingSaved);
      void qc.invalidateQueries({ queryKey: editingKeys.avMedia(body.bookId) });
    },
  });
}
