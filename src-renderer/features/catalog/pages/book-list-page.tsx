import { AreaTitlePage } from '../../../components/area-title-page';

export default function BookListPage() {
  return <AreaTitlePage title="数字教材" />;
}
