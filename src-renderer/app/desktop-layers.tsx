import { Provider } from 'react-redux';
import { DesktopLayer } from '../features/desktop/components/desktop-layer';
import { store, useAppSelector } from '../state/store';

/** The desktop app's update dialog and protection overlay; the watermark names whoever is signed in. */
function Layers() {
  const name = useAppSelector((s) => s.session.name || s.session.mobile);
  return <DesktopLayer userName={name || undefined} />;
}

export default function DesktopLayers() {
  return (
    <Provider store={store}>
      <Layers />
    </Provider>
  );
}
