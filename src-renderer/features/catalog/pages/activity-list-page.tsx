import { AreaTitlePage } from '../../../components/area-title-page';

export default function ActivityListPage() {
  return <AreaTitlePage title="活动" />;
}
