import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditCatalogue } from '@shared/api/editing';
import { EditingApi } from '@shared/api/editing';
import { Msg } from '@shared/rules/messages';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { editingKeys } from './books';

export const useEditCatalogue = (bookId: number) =>
  useQuery({
    queryKey: editingKeys.catalogue(bookId),
    queryFn: () => call(EditingApi.catalogue, { bookId }),
    enabled: bookId > 0,
  });

type Dir = 'up' | 'down';
export type CatalogueEdit =
  | { op: 'addUnit'; bookId: number; title: string }
  | { op: 'renameUnit'; unitId: number; title: string }
  | { op: 'moveUnit'; unitId: number; direction: Dir }
  | { op: 'deleteUnit'; unitId: number }
  | { op: 'addLesson'; unitId: number; title: string }
  | { op: 'renameLesson'; lessonId: number; title: string }
  | { op: 'moveLesson'; lessonId: number; direction: Dir }
  | { op: 'deleteLesson'; lessonId: number };

function send(e: CatalogueEdit): Promise<EditCatalogue> {
  switch (e.op) {
    case 'addUnit':
      return call(EditingApi.addUnit, { bookId: e.bookId, title: e.title });
    case 'renameUnit':
      return call(EditingApi.renameUnit, { unitId: e.unitId, title: e.title });
    case 'moveUnit':
      return call(EditingApi.moveUnit, { unitId: e.unitId, direction: e.direction });
    case 'deleteUnit':
      return call(EditingApi.deleteUnit, { unitId: e.unitId });
    case 'addLesson':
      return call(EditingApi.addLesson, { unitId: e.unitId, title: e.title });
    case 'renameLesson':
      return call(EditingApi.renameLesson, { lessonId: e.lessonId, title: e.title });
    case 'moveLesson':
      return call(EditingApi.moveLesson, { lessonId: e.lessonId, direction: e.direction });
    case 'deleteLesson':
      return call(EditingApi.deleteLesson, { lessonId: e.lessonId });
  }
}

/** One catalogue edit; the answer is the whole catalogue as it now stands. */
export function useEditCatalogueItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (cat, e) => {
      qc.setQueryData(editingKeys.catalogue(cat.bookId), cat);
      if (e.op.startsWith('delete')) notify.success(Msg.editingDeleted);
      else if (!e.op.startsWith('move')) notify.success(Msg.editingSaved);
    },
  });
}
