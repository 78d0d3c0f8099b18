import { AuthPaths, type UserRelation } from '@shared/api/auth';
import { UserPaths, type UserInfo } from '@shared/api/user';
import { http } from '../platform/http';
import { sessionActions } from './session-slice';
import { store } from './store';

/** Route guard step 1-3: fetch the user (ASSISTANT, or PARENT for parent and h5), the relations, mark generated. */
export async function loadSession(area: 'teacher' | 'parent') {
  const userType = area === 'parent' ? 'PARENT' : 'ASSISTANT';
  const user = await http.get<UserInfo>(UserPaths.userInfo, { userType }, { area, silent: true });
  store.dispatch(sessionActions.setUser(user));
  const relations = await http.get<UserRelation[]>(
    AuthPaths.userRelations,
    { relationListType: 'WITH_MAIN' },
    { area, silent: true },
  );
  store.dispatch(sessionActions.setRelations(relations));
  store.dispatch(sessionActions.markGenerated(area));
}

export { logoutLocally } from './session-handle';
