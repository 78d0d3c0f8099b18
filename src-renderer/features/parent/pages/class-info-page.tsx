import { AreaTitlePage } from '../../../components/area-title-page';

export default function ClassInfoPage() {
  return <AreaTitlePage title="班级信息" />;
}
