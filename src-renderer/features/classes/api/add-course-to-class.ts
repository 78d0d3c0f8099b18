import { CoursePaths, type AddCourseRequest, type StudentCourseItem } from '@shared/api/courses';
import { http } from '../../../platform/http';

/** Silent: code 910 (quota used up) is answered by the dialog's own quota dialog, other codes by a toast there. */
export const addCourseToClass = (body: AddCourseRequest) =>
  http.post<StudentCourseItem>(CoursePaths.addCourseToClass, body, { silent: true });
