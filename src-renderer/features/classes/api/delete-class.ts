import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassApi } from '@shared/api/classes';
import { courseKeys } from '../../../api/courses/student-courses';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

export const deleteClass = (classId: number) => call(ClassApi.delete, { classId });

export function useDeleteClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: classKeys.all }),
        qc.invalidateQueries({ queryKey: courseKeys.all }),
      ]),
  });
}
