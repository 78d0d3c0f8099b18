import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Code } from '@shared/api/common';
import type { AddCourseRequest } from '@shared/api/courses';
import { Msg } from '@shared/rules/messages';
import { ApiError } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { Timing, useDebounced } from '../../../platform/timing';
import { useAddCourseToClass } from '../api/add-course-to-class';
import { useClassList } from '../../../api/classes/class-list';
import { useSchoolCourseList } from '../api/school-course-list';
import { buildAddCourseRequest } from './add-course-form';
import { CourseOption } from './course-option';
import { QuotaDialog } from './quota-dialog';
import { WeekdayPicker, type PlanValue } from './weekday-picker';

export interface AddCourseDialogProps {
  open: boolean;
  onClose: () => void;
  /** The class card's class; without it the teacher picks one. */
  classId?: number | null;
}

const NO_PLAN: PlanValue = { planned: false, days: [] };

/**
 * Add course to class (spec sections 2, 5, 8): class and course package are required (有内容未填写); courses
 * already in the class are disabled and marked 已添加; the plan switch needs a weekday; code 910 opens the quota
 * dialog.
 */
export function AddCourseDialog({ open, onClose, classId: fixedClassId = null }: AddCourseDialogProps) {
  const [classId, setClassId] = useState<number | null>(fixedClassId);
  const [courseKey, setCourseKey] = useState<string | null>(null);
  const [plan, setPlan] = useState<PlanValue>(NO_PLAN);
  const [quotaOpen, setQuotaOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const classes = useClassList(open);
  const courses = useSchoolCourseList(open ? classId : null);
  const add = useAddCourseToClass();

  useEffect(() => {
    if (open) setClassId(fixedClassId);
  }, [open, fixedClassId]);

  const close = () => {
    setCourseKey(null);
    setPlan(NO_PLAN);
    send.reset();
    onClose();
  };

  const send = useDebounced(async (body: AddCourseRequest) => {
    setBusy(true);
    try {
      await add.mutateAsync(body);
      notify.success(Msg.added);
      close();
    } catch (err) {
      send.reset();
      if (err instanceof ApiError && err.code === Code.QUOTA) setQuotaOpen(true);
      else if (err instanceof ApiError) notify.error(err.message || Msg.genericError);
    } finally {
      setBusy(false);
    }
  }, Timing.submitMs);

  const list = courses.data ?? [];
  const selected = list.find((c) => `${c.courseType}-${c.courseId}` === courseKey);
  const submit = () => {
    const body = buildAddCourseRequest(classId, selected, plan);
    if (!body) return void notify.warning(Msg.incomplete);
    send(body);
  };

  return (
    <>
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="add-course-title">
        <DialogTitle id="add-course-title" sx={{ fontWeight: 600 }}>
          添加课程
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            select
            label="班级"
            value={classes.data?.some((c) => c.id === classId) ? classId! : ''}
            disabled={fixedClassId !== null}
            onChange={(e) => {
              setClassId(Number(e.target.value));
              setCourseKey(null);
            }}
            sx={{ mt: 1 }}
          >
            {(classes.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              课程包
            </Typography>
            {classId === null ? (
              <Typography variant="body2" color="text.secondary">
                请先选择班级
              </Typography>
            ) : courses.isPending ? (
              <Skeleton variant="rounded" height={120} />
            ) : list.length === 0 ? (
              <Alert severity="info">学校还没有可添加的课程，可通过课程兑换码开通</Alert>
            ) : (
              <Box
                role="radiogroup"
                aria-label="课程包"
                sx={{ display: 'grid', gap: 1, maxHeight: 300, overflowY: 'auto', pr: 0.5 }}
              >
                {list.map((c) => (
                  <CourseOption
                    key={`${c.courseType}-${c.courseId}`}
                    course={c}
                    selected={selected === c}
                    onSelect={() => setCourseKey(`${c.courseType}-${c.courseId}`)}
                  />
                ))}
              </Box>
            )}
          </Box>
          <WeekdayPicker value={plan} onChange={setPlan} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={close}>
            取消
          </Button>
          <Button variant="contained" disableElevation disabled={busy} onClick={submit}>
            确定添加
          </Button>
        </DialogActions>
      </Dialog>
      <QuotaDialog open={quotaOpen} onClose={() => setQuotaOpen(false)} />
    </>
  );
}
