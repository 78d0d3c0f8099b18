import type { RoleArea } from '@shared/api/common';
import type { LoginResponse } from '@shared/api/user';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { clearQueries, resetSession } from '../../../state/session-handle';
import { tokens } from '../../../platform/storage';
import { landingTarget } from './landing';

/** Keeps the area's token for as long as the server says, forgets the previous user's data, and lands. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    /** `home` may be worked out with the new token in place (the publisher's id). */
    async (area: RoleArea, res: LoginResponse, home: string | (() => Promise<string>)) => {
      tokens.set(area, res.access_token, res.expires_in);
      resetSession();
      clearQueries();
      const fallback = typeof home === 'string' ? home : await home();
      await navigate(landingTarget(params.get('redirect'), fallback), { replace: true });
    },
    [navigate, params],
  );
}
