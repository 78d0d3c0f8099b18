import { CourseApi, type AddCourseRequest } from '@shared/api/courses';
import { call } from '../../../platform/http';

/** Silent: code 910 (quota used up) is answered by the dialog's own quota dialog, other codes by a toast there. */
export const addCourseToClass = (body: AddCourseRequest) => call(CourseApi.addCourseToClass, body, { silent: true });
