import { Chip } from '@mui/material';
import { useNavigate } from 'react-router';
import type { ActivityCard } from '@shared/api/home';
import { Msg } from '@shared/rules/messages';
import { CoverCard } from '../../../components/cover-card';
import { useActivityList } from '../api/get-activity-list';
import { CatalogPage } from '../components/catalog-page';

const STATUS: Record<ActivityCard['status'], [string, 'success' | 'primary' | 'default']> = {
  ONGOING: [Msg.activityOngoing, 'success'],
  UPCOMING: [Msg.activityUpcoming, 'primary'],
  ENDED: [Msg.activityEnded, 'default'],
};
const day = (iso: string) => iso.slice(0, 10).replaceAll('-', '.');

export default function ActivityListPage() {
  const navigate = useNavigate();
  return (
    <CatalogPage
      title="活动"
      subtitle="竞赛、征集与展示活动，带领学生一起参与"
      useList={useActivityList}
      minCard={260}
      render={(a) => (
        <CoverCard
          key={a.id}
          cover={a.cover}
          title={a.name}
          tag={STATUS[a.status][0]}
          subtitle={
            <>
              <Chip
                size="small"
                label={STATUS[a.status][0]}
                color={STATUS[a.status][1]}
                variant="outlined"
                sx={{ height: 18, fontSize: 11, mr: 1 }}
              />
              {day(a.startTime)} - {day(a.endTime)}
            </>
          }
          onClick={() => void navigate(`/activity/detail/${a.id}`)}
        />
      )}
    />
  );
}
