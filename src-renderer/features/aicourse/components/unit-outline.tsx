import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { AiCourseUnit } from '@shared/api/aicourse';

const minutes = (s: number) => `${Math.max(1, Math.round(s / 60))}分钟`;

/** The course's units in order, each with what it teaches and its length. */
export function UnitOutline({ units }: { units: AiCourseUnit[] }) {
  if (units.length === 0) return <Typography color="text.secondary">暂无单元</Typography>;
  return (
    <List disablePadding>
      {units.map((u) => (
        <ListItem key={u.id} divider data-testid="unit-row">
          <ListItemText
            primary={`第${u.order}单元 ${u.title}`}
            secondary={`${u.summary} · ${u.sectionCount}个环节 · ${minutes(u.duration)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
