import type { BindSchoolRequest } from '@shared/api/school';
import { SchoolPaths } from '@shared/api/school';
import { http } from '../../../platform/http';

/** Binds the signed-in teacher's school; a refusal is toasted by the HTTP layer and the dialog closes. */
export const bindSchool = (body: BindSchoolRequest) => http.post<null>(SchoolPaths.bind, body);
