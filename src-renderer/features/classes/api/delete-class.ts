import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassApi } from '@shared/api/classes';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

export const deleteClass = (classId: number) => call(ClassApi.delete, { classId });

export function useDeleteClass() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteClass, onSuccess: () => qc.invalidateQueries({ queryKey: classKeys.all }) });
}
