import { AreaTitlePage } from '../../../components/area-title-page';

export default function DeviceCheckPage() {
  return <AreaTitlePage title="设备检测" />;
}
