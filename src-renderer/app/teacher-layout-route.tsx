import { lazy, Suspense } from 'react';
import { ClassesDialogHost } from '../features/classes';
// Not the feature's index: it re-exports the desktop layer (Snackbar, dialogs), which the web never shows.
import { clearAutoUpdateFlag } from '../features/desktop/update-flag';
import { useManualUpdateCheck } from '../features/desktop/use-manual-update-check';
import { isMobileBrowser } from '../features/mobile-tip/open-app';
import TeacherLayout from '../features/teacher-shell/pages/teacher-layout';
import { isDesktop } from '../platform/desktop';

// Only some teachers see these two (the region picker in the aigc channel, the open-in-app banner in a phone's
// browser): they load when shown, not with every signed-in teacher's entry.
const LocationPicker = lazy(() => import('../features/region').then((m) => ({ default: m.LocationPicker })));
const MobileTip = lazy(() => import('../features/mobile-tip').then((m) => ({ default: m.MobileTip })));
const mobileBrowser = () => !isDesktop() && isMobileBrowser(navigator.userAgent);

/**
 * The teacher shell composed at app level: features never import each other, so pieces one feature shows inside
 * another's layout are passed in here (the classes dialogs, the region picker, the desktop update check and its
 * logout clean-up, the mobile banner).
 */
export default function TeacherLayoutRoute() {
  const updateCheck = useManualUpdateCheck();
  return (
    <TeacherLayout
      dialogs={<ClassesDialogHost />}
      location={
        <Suspense fallback={null}>
          <LocationPicker />
        </Suspense>
      }
      updateCheck={updateCheck}
      onLogout={clearAutoUpdateFlag}
      banner={
        mobileBrowser() && (
          <Suspense fallback={null}>
            <MobileTip />
          </Suspense>
        )
      }
    />
  );
}
