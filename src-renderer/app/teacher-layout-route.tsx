import { ClassesDialogHost } from '../features/classes';
import TeacherLayout from '../features/teacher-shell/pages/teacher-layout';

/**
 * The teacher shell composed at app level: features never import each other, so pieces one feature shows inside
 * another's layout are passed in here.
 */
export default function TeacherLayoutRoute() {
  return <TeacherLayout dialogs={<ClassesDialogHost />} />;
}
