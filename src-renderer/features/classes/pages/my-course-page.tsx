import { AreaTitlePage } from '../../../components/area-title-page';

export default function MyCoursePage() {
  return <AreaTitlePage title="我的课程" />;
}
