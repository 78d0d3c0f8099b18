import { useNavigate } from 'react-router';
import type { ActivityCard } from '@shared/api/home';
import { Msg } from '@shared/rules/messages';
import { CoverCard } from '../../../components/cover-card';
import { beijingDay } from '../../../platform/dayjs';
import { useActivityList } from '../api/get-activity-list';
import { CatalogPage } from '../components/catalog-page';

const STATUS: Record<ActivityCard['status'], string> = {
  ONGOING: Msg.activityOngoing,
  UPCOMING: Msg.activityUpcoming,
  ENDED: Msg.activityEnded,
};

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
          tag={STATUS[a.status]}
          subtitle={`${beijingDay(a.startTime)} - ${beijingDay(a.endTime)}`}
          onClick={() => void navigate(`/activity/detail/${a.id}`)}
        />
      )}
    />
  );
}
