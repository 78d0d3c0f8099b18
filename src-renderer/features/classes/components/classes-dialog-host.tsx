import { lazy, Suspense, useState } from 'react';
import type { ClassQrTarget } from '@shared/api/classes';
import { appActions, type DialogKey } from '../../../state/app-slice';
import { useAppDispatch, useAppSelector } from '../../../state/store';

// Each dialog's code loads the first time it opens (the shell mounts this host on every teacher page, and most
// visits open none of them); once loaded it stays mounted so that closing animates.
const AddClassDialog = lazy(() => import('./add-class-dialog').then((m) => ({ default: m.AddClassDialog })));
const AddCourseDialog = lazy(() => import('./add-course-dialog').then((m) => ({ default: m.AddCourseDialog })));
const BindSchoolDialog = lazy(() => import('./bind-school-dialog').then((m) => ({ default: m.BindSchoolDialog })));
const ClassQrDialog = lazy(() => import('./class-qr-dialog').then((m) => ({ default: m.ClassQrDialog })));
const GuideDialog = lazy(() => import('./guide-dialog').then((m) => ({ default: m.GuideDialog })));
const RedeemBookDialog = lazy(() => import('./redeem-book-dialog').then((m) => ({ default: m.RedeemBookDialog })));
const RedeemCourseDialog = lazy(() =>
  import('./redeem-course-dialog').then((m) => ({ default: m.RedeemCourseDialog })),
);

/**
 * Renders the class and course dialogs other features open through `appActions.openDialog` (the navigation bar's
 * 兑换, the profile's school binding, the guide) and closes them with `closeDialog`.
 */
export function ClassesDialogHost() {
  const dialog = useAppSelector((s) => s.app.dialog);
  const dispatch = useAppDispatch();
  const [qr, setQr] = useState<ClassQrTarget | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<DialogKey | 'qr'>>(new Set());
  const now = dialog ?? (qr ? 'qr' : null);
  if (now && !opened.has(now)) setOpened(new Set([...opened, now]));
  const close = () => dispatch(appActions.closeDialog());
  const has = (k: DialogKey | 'qr') => opened.has(k) || now === k;
  return (
    <Suspense fallback={null}>
      {has('bindSchool') && <BindSchoolDialog open={dialog === 'bindSchool'} onClose={close} />}
      {has('addClass') && <AddClassDialog open={dialog === 'addClass'} onClose={close} onShowQr={(c) => setQr(c.qr)} />}
      {has('addCourse') && <AddCourseDialog open={dialog === 'addCourse'} onClose={close} />}
      {has('redeemBook') && <RedeemBookDialog open={dialog === 'redeemBook'} onClose={close} />}
      {has('redeemCourse') && <RedeemCourseDialog open={dialog === 'redeemCourse'} onClose={close} />}
      {has('guide') && <GuideDialog open={dialog === 'guide'} onClose={close} />}
      {has('qr') && <ClassQrDialog target={qr} onClose={() => setQr(null)} />}
    </Suspense>
  );
}
