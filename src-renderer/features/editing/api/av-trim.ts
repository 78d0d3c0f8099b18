import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EditingApi, EditingTrimApi, TrimMsg, type AvTrim } from '@shared/api/editing';
import { invalidateApi } from '../../../api/use-api';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';

/** Saves the kept part of a media (保存剪辑), or removes it with `trim: null` (恢复完整). */
export function useSaveAvTrim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { bookId: number; sectionId: number; trim: AvTrim | null }) =>
      call(EditingTrimApi.saveAvTrim, body),
    onSuccess: (_trim, body) => {
      notify.success(body.trim ? TrimMsg.saved : TrimMsg.reset);
      void invalidateApi(qc, EditingApi.avMedia);
    },
  });
}
