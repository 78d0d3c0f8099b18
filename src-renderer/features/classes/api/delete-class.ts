import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassPaths } from '@shared/api/classes';
import { http } from '../../../platform/http';
import { classKeys } from './keys';

export const deleteClass = (classId: number) => http.post<null>(ClassPaths.delete, { classId });

export function useDeleteClass() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteClass, onSuccess: () => qc.invalidateQueries({ queryKey: classKeys.all }) });
}
