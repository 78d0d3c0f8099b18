import { List, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { generatePath } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { usePlans } from '../api/live';
import { lessonTime } from '../labels';
import { StatusChip } from './status-chip';
import { ListButton } from '../../../components/list-button';

/** 我的预约: the lessons the teacher's classes applied for (getUserPlanLessonList). */
export function PlanList() {
  const plans = usePlans();
  if (plans.isPending) return <Skeleton variant="rounded" height={160} />;
  if (plans.isError) return <ErrorState onRetry={() => void plans.refetch()} retrying={plans.isFetching} />;
  if (!plans.data.length) return <EmptyState text="还没有预约直播课" />;
  return (
    <List aria-label="我的预约" disablePadding>
      {plans.data.map((p) => (
        <ListButton
          key={p.id}
          component={AppLink}
          to={generatePath(paths.skyClassLesson, { lessonId: String(p.lesson.id) })}
          divider
        >
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} alignItems="center">
                <StatusChip status={p.lesson.status} />
                <Typography sx={{ fontWeight: 600 }}>{p.lesson.title}</Typography>
              </Stack>
            }
            secondary={`${p.className} · ${p.lesson.teacherName} · ${lessonTime(p.lesson)}`}
          />
        </ListButton>
      ))}
    </List>
  );
}
