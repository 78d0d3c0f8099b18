import { AreaTitlePage } from '../../../components/area-title-page';

export default function MyClassPage() {
  return <AreaTitlePage title="班级管理" />;
}
