import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassPaths, type UpdateClassIntroRequest } from '@shared/api/classes';
import { http } from '../../../platform/http';
import { classKeys } from './keys';

export const updateClassIntro = (body: UpdateClassIntroRequest) => http.post<null>(ClassPaths.updateIntro, body);

export function useUpdateClassIntro() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateClassIntro,
    onSuccess: () => qc.invalidateQueries({ queryKey: classKeys.list() }),
  });
}
