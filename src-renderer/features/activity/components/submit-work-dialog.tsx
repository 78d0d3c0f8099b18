import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ActivityWork } from '@shared/api/activity';
import { useWorkForm } from './work-form';

/**
 * 提交作品: title, description, authors and up to nine files (pictures, videos, PDF documents); 修改作品 when `work`
 * (the caller's one work) is given.
 */
export function SubmitWorkDialog(props: {
  activityId: number;
  defaultAuthor: string;
  work?: ActivityWork;
  onClose: () => void;
}) {
  const form = useWorkForm(props);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={window.innerWidth < 600}>
      <DialogTitle>{props.work ? '修改作品' : '提交作品'}</DialogTitle>
      <DialogContent sx={{ '& > .MuiStack-root': { pt: 1 } }}>{form.fields}</DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>取消</Button>
        <Button
          variant="contained"
          disabled={form.busy}
          onClick={() => void form.save().then((saved) => saved && props.onClose())}
        >
          提交
        </Button>
      </DialogActions>
    </Dialog>
  );
}
