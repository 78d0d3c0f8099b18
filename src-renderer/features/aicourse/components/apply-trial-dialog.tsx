import { bookTitle } from '@shared/rules/book-title';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AiCourseApi } from '@shared/api/aicourse';
import { CourseCenterApi } from '@shared/api/course-center';
import { Msg } from '@shared/rules/messages';
import { invalidateApi } from '../../../api/use-api';
import { ApiError, call } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { useAppSelector } from '../../../state/store';

export interface ApplyTrialDialogProps {
  open: boolean;
  onClose(): void;
  courseId: number;
  courseTitle: string;
}

/**
 * 申请试用 (courseApply): a teacher whose school does not hold a course asks for a trial. The contact defaults to the
 * teacher. The server checks the form against the contract and its message shows in the form (the browser build
 * keeps no schema: importing one would put zod on the signed-in teacher's first screen).
 */
export function ApplyTrialDialog({ open, onClose, courseId, courseTitle }: ApplyTrialDialogProps) {
  const session = useAppSelector((s) => s.session);
  const [form, setForm] = useState({ contactName: session.name, mobile: session.mobile, note: '' });
  const [error, setError] = useState('');
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: () => call(CourseCenterApi.courseApply, { courseId, ...form }, { silent: true }),
    onSuccess: async () => {
      notify.success(Msg.courseApplied);
      await invalidateApi(queryClient, AiCourseApi.course);
      onClose();
    },
    onError: (e) => setError(e instanceof ApiError && e.code !== 0 ? e.message : Msg.networkFailure),
  });
  const submit = () => {
    setError('');
    apply.mutate();
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => {
      setError('');
      setForm({ ...form, [key]: e.target.value });
    },
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="apply-trial-title">
      <DialogTitle id="apply-trial-title">申请试用</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary" variant="body2">
            贵校尚未开通{bookTitle(courseTitle)}。提交申请后，课程顾问会联系您开通试用。
          </Typography>
          <TextField label="联系人" required {...field('contactName')} />
          <TextField label="手机号" required inputMode="numeric" {...field('mobile')} />
          <TextField label="备注" multiline minRows={2} {...field('note')} placeholder="例如：试用班级、年级、人数" />
          {error && (
            <Typography color="error" variant="body2" role="alert">
              {error}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" onClick={submit} disabled={apply.isPending}>
          提交申请
        </Button>
      </DialogActions>
    </Dialog>
  );
}
