import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassApi, type AddClassRequest } from '@shared/api/classes';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

export const addClass = (body: AddClassRequest) => call(ClassApi.add, body);

export function useAddClass() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addClass, onSuccess: () => qc.invalidateQueries({ queryKey: classKeys.all }) });
}
