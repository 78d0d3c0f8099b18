import { AreaTitlePage } from '../../../components/area-title-page';

export default function LiveCourseListPage() {
  return <AreaTitlePage title="天空课堂" />;
}
