import { AuthApi } from '@shared/api/auth';
import { UserApi } from '@shared/api/user';
import { call } from '../platform/http';
import { sessionActions } from './session-slice';
import { store } from './store';

/** Route guard step 1-3: fetch the user (ASSISTANT, or PARENT for parent and h5), the relations, mark generated. */
export async function loadSession(area: 'teacher' | 'parent') {
  const userType = area === 'parent' ? 'PARENT' : 'ASSISTANT';
  const user = await call(UserApi.userInfo, { userType }, { area, silent: true });
  store.dispatch(sessionActions.setUser(user));
  const relations = await call(AuthApi.userRelations, { relationListType: 'WITH_MAIN' }, { area, silent: true });
  store.dispatch(sessionActions.setRelations(relations));
  store.dispatch(sessionActions.markGenerated(area));
}

export { logoutLocally } from './session-handle';
