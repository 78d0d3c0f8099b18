import { UserApi } from '@shared/api/user';
import { call } from '../../../platform/http';

/** Revokes the token on the server. Failure does not matter: the client logs out locally anyway. */
export const logoutOnServer = () => call(UserApi.logout, undefined, { silent: true }).catch(() => null);
