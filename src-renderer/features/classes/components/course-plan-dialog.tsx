import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { ClassCourse } from '@shared/api/classes';
import { joinWeekdays } from '@shared/rules/course-plan';
import { Msg } from '@shared/rules/messages';
import { notify } from '../../../platform/notify';
import { useUpdateCoursePlan } from '../api/update-course-plan';
import { planOf } from './add-course-form';
import { WeekdayPicker, type PlanValue } from './weekday-picker';

/** Changes a class course's weekly plan (updateStudentCoursePlan); switch on needs a weekday (有内容未填写). */
export function CoursePlanDialog({ course, onClose }: { course: ClassCourse | null; onClose: () => void }) {
  const [plan, setPlan] = useState<PlanValue>({ planned: false, days: [] });
  const update = useUpdateCoursePlan();
  useEffect(() => {
    if (course) setPlan(planOf(course.weekdays));
  }, [course]);

  const save = async () => {
    if (!course) return;
    if (plan.planned && plan.days.length === 0) return void notify.warning(Msg.incomplete);
    try {
      await update.mutateAsync({
        studentCourseId: course.studentCourseId,
        weekdays: plan.planned ? joinWeekdays(plan.days) : '',
      });
      notify.success(Msg.modifySuccess);
      onClose();
    } catch {
      // The HTTP layer has shown why.
    }
  };

  return (
    <Dialog open={course !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="plan-title">
      <DialogTitle id="plan-title" sx={{ fontWeight: 600 }}>
        修改上课计划
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
          {course?.title}
        </Typography>
        <WeekdayPicker value={plan} onChange={setPlan} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          取消
        </Button>
        <Button variant="contained" disableElevation disabled={update.isPending} onClick={save}>
          保存
        </Button>
      </DialogActions>
    </Dialog>
  );
}
