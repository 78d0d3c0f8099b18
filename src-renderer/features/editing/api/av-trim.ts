import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EditingTrimApi, TrimMsg, type AvTrim } from '@shared/api/editing';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { editingKeys } from './books';

/** Saves the kept part of a media (保存剪辑), or removes it with `trim: null` (恢复完整). */
export function useSaveAvTrim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { bookId: number; sectionId: number; trim: AvTrim | null }) =>
      call(EditingTrimApi.saveAvTrim, body),
    onSuccess: (_trim, body) => {
      notify.success(body.trim ? TrimMsg.saved : TrimMsg.reset);
      void qc.invalidateQueries({ queryKey: editingKeys.avMedia(body.bookId) });
    },
  });
}
