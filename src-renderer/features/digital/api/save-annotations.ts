import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DigitalApi, type AnnotationsList, type Stroke } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { readerKeys } from './reader-keys';

interface Input {
  page: number;
  strokes: Stroke[];
}

/** Replaces a page's strokes for the class (drawing, erasing, undo and clearing a page all save the new list). */
export function useSaveAnnotations(bookId: number, classId: number) {
  const qc = useQueryClient();
  const key = readerKeys.annotations(bookId, classId);
  return useMutation({
    mutationFn: ({ page, strokes }: Input) => call(DigitalApi.saveAnnotations, { bookId, classId, page, strokes }),
    onMutate: ({ page, strokes }) =>
      qc.setQueryData<AnnotationsList>(key, (old) => {
        const pages = (old?.pages ?? []).filter((p) => p.page !== page);
        return { bookId, classId, pages: [...pages, { page, strokes, updatedAt: new Date().toISOString() }] };
      }),
    onError: () => qc.invalidateQueries({ queryKey: key }),
  });
}
