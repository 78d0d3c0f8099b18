import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import { List, ListItemText, Stack, Typography } from '@mui/material';
import type { LessonPlan } from '@shared/api/research';
import { personName, relativeTime } from '../labels';
import { ListButton } from '../../../components/list-button';

/** The group's plans, newest first; the chosen one is marked. */
export function PlanList(p: { plans: LessonPlan[]; selected: number | null; onSelect: (id: number) => void }) {
  return (
    <List disablePadding aria-label="教案列表">
      {p.plans.map((plan) => (
        <ListButton
          key={plan.id}
          data-testid="plan-item"
          selected={plan.id === p.selected}
          onClick={() => p.onSelect(plan.id)}
          sx={{ borderRadius: 2, mb: 0.5, alignItems: 'flex-start' }}
        >
          <ListItemText
            primary={plan.title}
            slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 15 } } }}
            secondary={
              <Stack direction="row" spacing={1} alignItems="center" component="span" sx={{ mt: 0.5 }}>
                <span>{personName(plan.authorName, plan.mine)}</span>
                <span>{relativeTime(plan.createdAt)}</span>
                <Stack direction="row" spacing={0.25} alignItems="center" component="span">
                  <ChatBubbleOutlineRoundedIcon sx={{ fontSize: 14 }} />
                  <Typography component="span" variant="caption">
                    {plan.comments.length}
                  </Typography>
                </Stack>
              </Stack>
            }
          />
        </ListButton>
      ))}
    </List>
  );
}
