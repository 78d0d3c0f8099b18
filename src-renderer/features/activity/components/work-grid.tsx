import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { useNavigate } from 'react-router';
import type { WorkCard as Work } from '@shared/api/activity';
import { usePraise } from '../api/activity';
import { WorkCard } from './work-card';

/** An activity's works as cards that open the work page; signed-in callers can praise them. */
export function WorkGrid(props: { activityId: number; works: Work[]; canPraise: boolean; sx?: SxProps<Theme> }) {
  const navigate = useNavigate();
  const praise = usePraise();
  return (
    <Box sx={{ display: 'grid', ...props.sx } as SxProps<Theme>}>
      {props.works.map((w) => (
        <WorkCard
          key={w.id}
          work={w}
          onOpen={() => navigate(`/activity/work/${props.activityId}/${w.id}`)}
          onPraise={
            props.canPraise
              ? (p) => praise.mutate({ activityId: props.activityId, workId: w.id, praise: p })
              : undefined
          }
        />
      ))}
    </Box>
  );
}
