import { AreaTitlePage } from '../../../components/area-title-page';

export default function AiCourseListPage() {
  return <AreaTitlePage title="双师AI课" />;
}
