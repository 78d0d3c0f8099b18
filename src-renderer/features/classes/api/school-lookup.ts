import { SchoolApi } from '@shared/api/school';
import { call } from '../../../platform/http';

/** The school of an activation code, or null when the code finds none (the dialog shows 激活失败). */
export const lookupSchool = (code: string) => call(SchoolApi.lookup, { code });
