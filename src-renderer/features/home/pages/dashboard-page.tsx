import { AreaTitlePage } from '../../../components/area-title-page';

export default function DashboardPage() {
  return <AreaTitlePage title="推荐" />;
}
