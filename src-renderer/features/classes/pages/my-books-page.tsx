import { AreaTitlePage } from '../../../components/area-title-page';

export default function MyBooksPage() {
  return <AreaTitlePage title="我的教材" />;
}
