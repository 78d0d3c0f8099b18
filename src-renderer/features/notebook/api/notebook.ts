import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotebookApi, type SaveNotebookRequest } from '@shared/api/notebook';
import { call } from '../../../platform/http';

const KEY = ['notebook'] as const;

/** The caller's notebook of a lesson (null notebook when they have none). */
export const useNotebook = (bookId: number, lessonId: number) =>
  useQuery({
    queryKey: [...KEY, bookId, lessonId],
    queryFn: () => call(NotebookApi.get, { bookId, lessonId }),
    enabled: bookId > 0 && lessonId > 0,
    staleTime: Infinity,
  });

export function useSaveNotebook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNotebookRequest) => call(NotebookApi.save, body),
    onSuccess: (view) => qc.setQueryData([...KEY, view.bookId, view.lessonId], view),
  });
}
