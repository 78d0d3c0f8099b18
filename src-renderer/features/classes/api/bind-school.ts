import type { BindSchoolRequest } from '@shared/api/school';
import { SchoolApi } from '@shared/api/school';
import { call } from '../../../platform/http';

/** Binds the signed-in teacher's school; a refusal is toasted by the HTTP layer and the dialog closes. */
export const bindSchool = (body: BindSchoolRequest) => call(SchoolApi.bind, body);
