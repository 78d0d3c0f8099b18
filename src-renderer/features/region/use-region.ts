import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchRegion, NATIONWIDE } from '@shared/rules/region';
import { appActions } from '../../state/app-slice';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { getIpLocation } from './api/get-ip-location';
import { chosenRegion } from './region-choice';
import { supportLocationQuery } from './api/get-support-location';

/**
 * Detects the region once (spec section 4): the supported list, then the region the user chose before (issue 34),
 * else the IP lookup's province matched against it ignoring suffixes; 全国 when nothing matches or a lookup fails. The result goes to app state (selectedRegion,
 * locationName), where the course lists read it.
 */
export function useRegionDetection() {
  const dispatch = useAppDispatch();
  const client = useQueryClient();
  const selected = useAppSelector((s) => s.app.selectedRegion);
  const userId = useAppSelector((s) => s.session.id);
  useEffect(() => {
    if (selected) return;
    let cancelled = false;
    (async () => {
      const supported = await client.fetchQuery(supportLocationQuery).catch(() => []);
      if (cancelled) return;
      dispatch(appActions.setSupportedRegions(supported));
      // The user's own choice first (kept across reloads), while the region is still offered.
      const chosen = userId == null ? null : chosenRegion(userId);
      if (chosen && (chosen.name === NATIONWIDE || supported.some((r) => r.id === chosen.id))) {
        dispatch(appActions.setSelectedRegion(chosen));
        return;
      }
      const located = await getIpLocation().catch(() => null);
      if (cancelled) return;
      const match = located ? matchRegion(located.province || located.name, supported) : null;
      dispatch(appActions.setSelectedRegion(match ?? { id: 0, name: NATIONWIDE }));
    })();
    return () => {
      cancelled = true;
    };
  }, [selected, userId, client, dispatch]);
}
