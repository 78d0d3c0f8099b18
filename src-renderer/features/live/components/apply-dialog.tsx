import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import type { LessonSummary } from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import { notify } from '../../../platform/notify';
import { useApply } from '../api/live';
import { lessonTime } from '../labels';
import { ClassSelect } from './class-select';

/** 预约课程: applies the lesson for one of the teacher's classes; a refusal is said in the dialog too. */
export function ApplyDialog({ lesson, open, onClose }: { lesson: LessonSummary; open: boolean; onClose: () => void }) {
  const [classId, setClassId] = useState<number | ''>('');
  const [error, setError] = useState('');
  const apply = useApply();
  const submit = () => {
    if (!classId) return;
    setError('');
    apply.mutate(
      { lessonId: lesson.id, classId },
      {
        onSuccess: () => {
          notify.success(Msg.liveApplied);
          onClose();
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>预约直播课</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2">
          {lesson.title}
          <br />
          <Typography component="span" variant="caption" color="text.secondary">
            {lessonTime(lesson)} · 剩余名额 {Math.max(0, lesson.capacity - lesson.applied)}
          </Typography>
        </Typography>
        <ClassSelect value={classId} onChange={setClassId} />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" disableElevation disabled={!classId || apply.isPending} onClick={submit}>
          确认预约
        </Button>
      </DialogActions>
    </Dialog>
  );
}
