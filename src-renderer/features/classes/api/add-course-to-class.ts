import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CourseApi, type AddCourseRequest } from '@shared/api/courses';
import { courseKeys } from '../../../api/courses/student-courses';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

/** Silent: code 910 (quota used up) is answered by the dialog's own quota dialog, other codes by a toast there. */
export const addCourseToClass = (body: AddCourseRequest) => call(CourseApi.addCourseToClass, body, { silent: true });

/** The class list, the school's courses ("已添加") and every screen's "my courses" refresh once it is added. */
export function useAddCourseToClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addCourseToClass,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: classKeys.all }),
        qc.invalidateQueries({ queryKey: courseKeys.all }),
      ]),
  });
}
