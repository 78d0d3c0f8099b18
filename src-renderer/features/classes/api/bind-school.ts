import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SchoolApi, type BindSchoolRequest } from '@shared/api/school';
import { courseKeys } from '../../../api/courses/student-courses';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

/** Binds the signed-in teacher's school; a refusal is toasted by the HTTP layer and the dialog closes. */
export const bindSchool = (body: BindSchoolRequest) => call(SchoolApi.bind, body);

/** Another school means other courses for every class. */
export function useBindSchool() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bindSchool,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: classKeys.all }),
        qc.invalidateQueries({ queryKey: courseKeys.all }),
      ]),
  });
}
