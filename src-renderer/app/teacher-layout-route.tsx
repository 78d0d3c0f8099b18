import { ClassesDialogHost } from '../features/classes';
// Not the feature's index: it re-exports the desktop layer (Snackbar, dialogs), which the web never shows.
import { clearAutoUpdateFlag } from '../features/desktop/update-flag';
import { useManualUpdateCheck } from '../features/desktop/use-manual-update-check';
import { MobileTip } from '../features/mobile-tip';
import { LocationPicker } from '../features/region';
import TeacherLayout from '../features/teacher-shell/pages/teacher-layout';

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
      location={<LocationPicker />}
      updateCheck={updateCheck}
      onLogout={clearAutoUpdateFlag}
      banner={<MobileTip />}
    />
  );
}
