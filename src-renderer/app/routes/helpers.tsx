import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AreaTitlePage } from '../../components/area-title-page';

/** A route whose screen is a lazily loaded module with a default export. */
export const lazyPage = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/** A route whose screen a later issue owns: it shows the area's title until then. */
export const titled = (path: string, title: string, subtitle = '该功能正在建设中，敬请期待'): RouteObject => ({
  path,
  element: <AreaTitlePage title={title} subtitle={subtitle} />,
});
