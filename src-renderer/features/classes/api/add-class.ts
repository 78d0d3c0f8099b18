import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassPaths, type AddClassRequest, type AddClassResponse } from '@shared/api/classes';
import { http } from '../../../platform/http';
import { classKeys } from './keys';

export const addClass = (body: AddClassRequest) => http.post<AddClassResponse>(ClassPaths.add, body);

export function useAddClass() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addClass, onSuccess: () => qc.invalidateQueries({ queryKey: classKeys.all }) });
}
