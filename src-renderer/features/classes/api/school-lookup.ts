import { SchoolPaths, type SchoolSummary } from '@shared/api/school';
import { http } from '../../../platform/http';

/** The school of an activation code, or null when the code finds none (the dialog shows 激活失败). */
export const lookupSchool = (code: string) => http.get<SchoolSummary | null>(SchoolPaths.lookup, { code });
