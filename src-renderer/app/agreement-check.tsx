import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AgreementApi, type AgreementStatus } from '@shared/api/agreement';
import { areaOfPath, paths, startsWith } from '../config/paths';
import { call } from '../platform/http';
import { tokens } from '../platform/storage';
import { sessionGenerated } from '../state/session-handle';

// The dialog (MUI Dialog and its texts) loads only for a user with something to accept: the demo and most users
// never fetch it, and the teacher entry stays within its budget.
const AgreementDialog = lazy(() => import('../features/agreement/components/agreement-dialog'));

type UserArea = 'teacher' | 'parent';
/** Areas already asked in this page load: the status is read once per area, not on every navigation. */
const asked = new Set<UserArea>();

/**
 * Issue 32: after sign-in, a user of the teacher or parent area who has not accepted the current agreements is shown
 * them once, in a dialog; the acceptance is recorded by the server. Not over the agreement pages themselves, so that
 * the links in the dialog can be read. Loaded (root-layout.tsx) only while a user-area token exists, so no signed-out
 * entry carries it.
 */
export default function AgreementCheck() {
  const { pathname } = useLocation();
  const [pending, setPending] = useState<{ area: UserArea; status: AgreementStatus } | null>(null);
  const area = areaOfPath(pathname);
  const onAgreementPage = startsWith(pathname, paths.agreementRoot);
  useEffect(() => {
    if (area !== 'teacher' && area !== 'parent') return;
    if (onAgreementPage || asked.has(area) || !tokens.has(area) || !sessionGenerated()[area]) return;
    asked.add(area);
    call(AgreementApi.status, undefined, { area, silent: true }).then(
      (status) => status.pending.length && setPending({ area, status }),
      () => asked.delete(area),
    );
  }, [area, onAgreementPage, pathname]);
  if (!pending || onAgreementPage || pending.area !== area) return null;
  return (
    <Suspense fallback={null}>
      <AgreementDialog
        area={pending.area}
        documents={pending.status.pending}
        onDone={(accepted) => {
          // Declined: signed out; the next sign-in in this page load asks again.
          if (!accepted) asked.delete(pending.area);
          setPending(null);
        }}
      />
    </Suspense>
  );
}
