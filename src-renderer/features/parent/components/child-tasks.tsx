import { Chip, List, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useChildTasks } from '../api/child-tasks';
import { beijingTime } from '../../../components/task-labels';
import { TASK_STATE } from '../labels';
import { ListButton } from '../../../components/list-button';

/** The child's latest homework: each task with its class, deadline, state and score; opens the task with its marks. */
export function ChildTasks({ childId, name }: { childId: number; name: string }) {
  const tasks = useChildTasks(childId);
  const navigate = useNavigate();
  const list = tasks.data?.list ?? [];
  return (
    <Paper elevation={0} sx={{ p: 2, borderRadius: 3 }} component="section" aria-label={`${name}的作业`}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}的作业
      </Typography>
      {tasks.isError ? (
        <Typography variant="body2" color="error">
          作业加载失败
        </Typography>
      ) : list.length === 0 && !tasks.isPending ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          暂时没有作业
        </Typography>
      ) : (
        <List disablePadding>
          {list.map((t) => {
            const state = TASK_STATE[t.state];
            return (
              <ListButton
                key={t.task.id}
                sx={{ px: 0 }}
                onClick={() => navigate(`/parent/task/${t.task.id}?childId=${childId}`)}
                data-testid="child-task"
              >
                <ListItemText
                  primary={t.task.title}
                  secondary={`${t.className} · 截止 ${beijingTime(t.task.deadline)}`}
                  slotProps={{ primary: { noWrap: true } }}
                />
                <Stack alignItems="flex-end" spacing={0.5} sx={{ ml: 1, flexShrink: 0 }}>
                  <Chip size="small" label={state.label} color={state.color} variant="outlined" />
                  {t.score != null && (
                    <Typography variant="caption" color="text.secondary">
                      {t.score}/{t.task.totalScore} 分{t.late ? ' · 迟交' : ''}
                    </Typography>
                  )}
                </Stack>
              </ListButton>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
