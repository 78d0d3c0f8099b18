import { AccountApi, type UserRelation } from '@shared/api/account';
import { UserApi, type UserInfo } from '@shared/api/user';
import { ApiError, call } from '../platform/http';
import { sessionSnapshot } from '../platform/storage';
import { sessionActions } from './session-slice';
import { store } from './store';

interface Snapshot {
  user: UserInfo;
  relations: UserRelation[];
}

/**
 * Route guard step 1-3: fetch the user (ASSISTANT, or PARENT for parent and h5), the relations, mark generated.
 * Without the network (code 0) the last session this browser loaded stands in (issue 29: the app opens offline);
 * with none, or on any answer from the server (an expired sign-in), the error goes to the guard as before.
 */
export async function loadSession(area: 'teacher' | 'parent') {
  const userType = area === 'parent' ? 'PARENT' : 'ASSISTANT';
  let snapshot: Snapshot;
  try {
    const user = await call(UserApi.userInfo, { userType }, { area, silent: true });
    const relations = await call(AccountApi.userRelations, { relationListType: 'WITH_MAIN' }, { area, silent: true });
    snapshot = { user, relations };
    sessionSnapshot.set(area, snapshot);
  } catch (err) {
    const saved = err instanceof ApiError && err.code === 0 ? sessionSnapshot.get<Snapshot>(area) : undefined;
    if (!saved) throw err;
    snapshot = saved;
  }
  store.dispatch(sessionActions.setUser(snapshot.user));
  store.dispatch(sessionActions.setRelations(snapshot.relations));
  store.dispatch(sessionActions.markGenerated(area));
}

export { logoutLocally } from './session-handle';
