import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AiCourseApi } from '@shared/api/aicourse';
import { CourseCenterApi } from '@shared/api/course-center';
import { CourseApi, type AddCourseRequest } from '@shared/api/courses';
import { invalidateApi } from '../../../api/use-api';
import { courseKeys } from '../../../api/courses/student-courses';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

/** Silent: code 910 (quota used up) is answered by the dialog's own quota dialog, other codes by a toast there. */
export const addCourseToClass = (body: AddCourseRequest) => call(CourseApi.addCourseToClass, body, { silent: true });

/**
 * The class list, the school's courses ("已添加"), every screen's "my courses" and the AI course screens refresh once
 * it is added.
 */
export function useAddCourseToClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addCourseToClass,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: classKeys.all }),
        qc.invalidateQueries({ queryKey: courseKeys.all }),
        // The AI course screens (course detail's classes, the classroom's class list) list it too.
        invalidateApi(qc, AiCourseApi, CourseCenterApi),
      ]),
  });
}
