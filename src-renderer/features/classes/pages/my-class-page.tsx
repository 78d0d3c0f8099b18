import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CardGiftcardRoundedIcon from '@mui/icons-material/CardGiftcardRounded';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import { useState } from 'react';
import type { ClassCourse, ClassQrTarget, UserClass } from '@shared/api/classes';
import { Msg } from '@shared/rules/messages';
import { appActions } from '../../../state/app-slice';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { notify } from '../../../platform/notify';
import { useClassList } from '../../../api/classes/class-list';
import { useDeleteClass } from '../api/delete-class';
import { useRemoveStudentCourse } from '../api/remove-student-course';
import { AddCourseDialog } from '../components/add-course-dialog';
import { ConsentClassCard } from '../components/consent-class-card';
import { ClassQrDialog } from '../components/class-qr-dialog';
import { CoursePlanDialog } from '../components/course-plan-dialog';
import { PageTitle } from '../../../components/page-title';

const qrOf = (c: UserClass): ClassQrTarget => ({
  classId: c.id,
  className: c.name,
  schoolId: c.school.id,
  schoolName: c.school.name,
  invite: c.invite,
});

/** Class management (/classpro/myClass): the teacher's classes with students and courses. */
export default function MyClassPage() {
  const school = useAppSelector((s) => s.session.school);
  const dispatch = useAppDispatch();
  const classes = useClassList();
  const del = useDeleteClass();
  const remove = useRemoveStudentCourse();
  const [qr, setQr] = useState<ClassQrTarget | null>(null);
  const [courseFor, setCourseFor] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<UserClass | null>(null);
  const [removing, setRemoving] = useState<ClassCourse | null>(null);
  const [planning, setPlanning] = useState<ClassCourse | null>(null);
  const open = (d: Parameters<typeof appActions.openDialog>[0]) => dispatch(appActions.openDialog(d));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await del.mutateAsync(deleting.id);
      notify.success(Msg.deleteSuccess);
    } catch {
      // The HTTP layer has shown why.
    }
    setDeleting(null);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.studentCourseId);
      notify.success(Msg.removeSuccess);
    } catch {
      // The HTTP layer has shown why.
    }
    setRemoving(null);
  };

  const list = classes.data ?? [];
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle
        mb={3}
        title="班级管理"
        subtitle={
          !school ? '绑定学校后即可创建班级' : classes.data ? `${school.name} · 共 ${list.length} 个班级` : school.name
        }
        actions={
          <>
            <Button color="inherit" startIcon={<HelpOutlineRoundedIcon />} onClick={() => open('guide')}>
              上课指导
            </Button>
            <Button variant="outlined" startIcon={<CardGiftcardRoundedIcon />} onClick={() => open('redeemCourse')}>
              兑换课程
            </Button>
            <Button
              variant="contained"
              disableElevation
              startIcon={<AddRoundedIcon />}
              onClick={() => open('addClass')}
            >
              添加班级
            </Button>
          </>
        }
      />
      {!school && (
        <Alert
          severity="warning"
          icon={<SchoolOutlinedIcon />}
          sx={{ mb: 3, alignItems: 'center' }}
          action={
            <Button variant="contained" color="warning" disableElevation onClick={() => open('bindSchool')}>
              绑定学校
            </Button>
          }
        >
          {Msg.noSchoolYet}
        </Alert>
      )}
      {classes.isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill,minmax(420px,1fr))', gap: 3 }}>
          <Skeleton variant="rounded" height={360} />
          <Skeleton variant="rounded" height={360} />
        </Box>
      ) : classes.isError ? (
        <ErrorState onRetry={() => void classes.refetch()} retrying={classes.isFetching} />
      ) : list.length === 0 ? (
        <EmptyState
          text="还没有班级"
          action={
            <Button variant="contained" disableElevation onClick={() => open(school ? 'addClass' : 'bindSchool')}>
              {school ? '添加班级' : '绑定学校'}
            </Button>
          }
        />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill,minmax(420px,1fr))', gap: 3 }}>
          {list.map((c) => (
            <ConsentClassCard
              key={c.id}
              cls={c}
              onQr={(x) => setQr(qrOf(x))}
              onAddCourse={(x) => setCourseFor(x.id)}
              onDelete={setDeleting}
              onEditPlan={setPlanning}
              onRemoveCourse={setRemoving}
            />
          ))}
        </Box>
      )}
      <ClassQrDialog target={qr} onClose={() => setQr(null)} />
      <AddCourseDialog open={courseFor !== null} classId={courseFor} onClose={() => setCourseFor(null)} />
      <CoursePlanDialog course={planning} onClose={() => setPlanning(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`删除班级「${deleting?.name ?? ''}」？`}
        message={Msg.deleteClassConfirm}
        confirmText="删除"
        danger
        busy={del.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={`移除课程「${removing?.title ?? ''}」？`}
        message={Msg.removeCourseConfirm}
        confirmText="移除"
        danger
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
