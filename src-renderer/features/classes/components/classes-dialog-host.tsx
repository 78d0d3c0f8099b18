import { useState } from 'react';
import type { ClassQrTarget } from '@shared/api/classes';
import { appActions } from '../../../app/app-slice';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { AddClassDialog } from './add-class-dialog';
import { AddCourseDialog } from './add-course-dialog';
import { BindSchoolDialog } from './bind-school-dialog';
import { ClassQrDialog } from './class-qr-dialog';
import { GuideDialog } from './guide-dialog';
import { RedeemBookDialog } from './redeem-book-dialog';
import { RedeemCourseDialog } from './redeem-course-dialog';

/**
 * Renders the class and course dialogs other features open through `appActions.openDialog` (the navigation bar's
 * 兑换, the profile's school binding, the guide) and closes them with `closeDialog`.
 */
export function ClassesDialogHost() {
  const dialog = useAppSelector((s) => s.app.dialog);
  const dispatch = useAppDispatch();
  const [qr, setQr] = useState<ClassQrTarget | null>(null);
  const close = () => dispatch(appActions.closeDialog());
  return (
    <>
      <BindSchoolDialog open={dialog === 'bindSchool'} onClose={close} />
      <AddClassDialog open={dialog === 'addClass'} onClose={close} onShowQr={(c) => setQr(c.qr)} />
      <AddCourseDialog open={dialog === 'addCourse'} onClose={close} />
      <RedeemBookDialog open={dialog === 'redeemBook'} onClose={close} />
      <RedeemCourseDialog open={dialog === 'redeemCourse'} onClose={close} />
      <GuideDialog open={dialog === 'guide'} onClose={close} />
      <ClassQrDialog target={qr} onClose={() => setQr(null)} />
    </>
  );
}
