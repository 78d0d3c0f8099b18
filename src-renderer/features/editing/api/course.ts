import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EditingApi, type EditCourse, type EditCourseSection } from '@shared/api/editing';
import { Msg } from '@shared/rules/messages';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { editingKeys } from './books';

export const useEditableCourses = () =>
  useQuery({ queryKey: editingKeys.courses, queryFn: () => call(EditingApi.courses), staleTime: 60_000 });

export const useEditCourse = (aicourseId: number) =>
  useQuery({
    queryKey: editingKeys.course(aicourseId),
    queryFn: () => call(EditingApi.course, { aicourseId }),
    enabled: aicourseId > 0,
  });

type Dir = 'up' | 'down';
export type CourseEdit =
  | { op: 'renameUnit'; unitId: number; title: string }
  | { op: 'moveUnit'; unitId: number; direction: Dir }
  | { op: 'updateSection'; sectionId: number; title: string; kind: EditCourseSection['kind'] }
  | { op: 'moveSection'; sectionId: number; direction: Dir }
  | { op: 'addUnit'; aicourseId: number; title: string }
  | { op: 'deleteUnit'; unitId: number }
  | { op: 'addSection'; unitId: number; title: string; kind: EditCourseSection['kind'] }
  | { op: 'deleteSection'; sectionId: number };

function send(e: CourseEdit): Promise<EditCourse> {
  switch (e.op) {
    case 'renameUnit':
      return call(EditingApi.renameCourseUnit, { unitId: e.unitId, title: e.title });
    case 'moveUnit':
      return call(EditingApi.moveCourseUnit, { unitId: e.unitId, direction: e.direction });
    case 'updateSection':
      return call(EditingApi.updateCourseSection, { sectionId: e.sectionId, title: e.title, kind: e.kind });
    case 'moveSection':
      return call(EditingApi.moveCourseSection, { sectionId: e.sectionId, direction: e.direction });
    case 'addUnit':
      return call(EditingApi.addCourseUnit, { aicourseId: e.aicourseId, title: e.title });
    case 'deleteUnit':
      return call(EditingApi.deleteCourseUnit, { unitId: e.unitId });
    case 'addSection':
      return call(EditingApi.addCourseSection, { unitId: e.unitId, title: e.title, kind: e.kind });
    case 'deleteSection':
      return call(EditingApi.deleteCourseSection, { sectionId: e.sectionId });
  }
}

export function useEditCourseItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (course, e) => {
      qc.setQueryData(editingKeys.course(course.aicourseId), course);
      if (e.op.startsWith('delete')) notify.success(Msg.editingDeleted);
      else if (!e.op.startsWith('move')) notify.success(Msg.editingSaved);
    },
  });
}
