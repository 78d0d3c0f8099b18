import { Chip, Dialog, DialogContent, DialogTitle, LinearProgress, List, ListItem, ListItemText } from '@mui/material';
import dayjs from 'dayjs';
import { usePlanUnits } from '../api/lesson-plan';

const STATUS = {
  DONE: { label: '已学完', color: 'success' },
  CURRENT: { label: '进行中', color: 'primary' },
  TODO: { label: '未开始', color: 'default' },
} as const;

/** A class course's units: done (when), the current one, and the lesson day planned for each one still to come. */
export function UnitProgressDialog(props: { studentCourseId: number | null; title: string; onClose: () => void }) {
  const units = usePlanUnits(props.studentCourseId);
  return (
    <Dialog open={props.studentCourseId != null} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{props.title} · 单元进度</DialogTitle>
      <DialogContent dividers>
        {units.isPending ? (
          <LinearProgress />
        ) : (
          <List dense disablePadding>
            {(units.data ?? []).map((u) => (
              <ListItem
                key={u.id}
                data-testid="plan-unit"
                secondaryAction={<Chip size="small" label={STATUS[u.status].label} color={STATUS[u.status].color} />}
              >
                <ListItemText
                  primary={`第${u.order}单元 ${u.title}`}
                  secondary={
                    u.status === 'DONE'
                      ? u.finishedAt && `${dayjs(u.finishedAt).format('M月D日')}学完`
                      : u.plannedDate
                        ? `计划 ${dayjs(u.plannedDate).format('M月D日')} 上课`
                        : '未安排上课时间'
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
