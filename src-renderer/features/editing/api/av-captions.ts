import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CaptionMsg, EditingApi, EditingCaptionsApi } from '@shared/api/editing';
import { invalidateApi } from '../../../api/use-api';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';

/** Saves a media's captions from an uploaded .vtt or .srt file's text, or deletes them with `file: null`. */
export function useSaveAvCaptions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { bookId: number; sectionId: number; file: string | null }) =>
      call(EditingCaptionsApi.saveAvCaptions, body),
    onSuccess: (_saved, body) => {
      notify.success(body.file === null ? CaptionMsg.removed : CaptionMsg.saved);
      void invalidateApi(qc, EditingApi.avMedia);
    },
  });
}
