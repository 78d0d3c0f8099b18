import { useLocation } from 'react-router';

/**
 * Whether this app has an earlier screen to go back to. React Router numbers its own history entries (`idx` in
 * history.state, 0 for the first); a fresh load or an entry it did not make has none, so nothing to go back to.
 */
export function useCanGoBack(): boolean {
  useLocation(); // re-evaluated on every navigation
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}
