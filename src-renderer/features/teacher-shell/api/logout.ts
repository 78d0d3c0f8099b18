import { UserPaths } from '@shared/api/user';
import { http } from '../../../platform/http';

/** Revokes the token on the server. Failure does not matter: the client logs out locally anyway. */
export const logoutOnServer = () => http.post<null>(UserPaths.logout, undefined, { silent: true }).catch(() => null);
