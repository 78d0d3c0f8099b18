import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassApi, type UpdateClassIntroRequest } from '@shared/api/classes';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

export const updateClassIntro = (body: UpdateClassIntroRequest) => call(ClassApi.updateIntro, body);

export function useUpdateClassIntro() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateClassIntro,
    onSuccess: () => qc.invalidateQueries({ queryKey: classKeys.list() }),
  });
}
