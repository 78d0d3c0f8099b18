import { AreaTitlePage } from '../../../components/area-title-page';

export default function GeolocationPage() {
  return <AreaTitlePage title="定位测试" />;
}
