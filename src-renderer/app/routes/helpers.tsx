import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RoleArea } from '@shared/api/common';
import { AreaTitlePage } from '../../components/area-title-page';
import { loginPathOf, paths } from '../../config/paths';
import { logoutLocally } from '../../state/session-handle';

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

/**
 * A screen of an area outside the teacher shell: the area's header (back, logout) above the screen. Its content is
 * still the area's title until a later issue brings the screen.
 */
export const areaScreen = (
  path: string,
  title: string,
  area: Exclude<RoleArea, 'teacher'>,
  home: string,
): RouteObject => ({
  path,
  // Lazy, so the header's widgets and the contracts it reads (which import zod) stay out of the entry chunk:
  // signed-out entries have a size budget, and a module the entry imports statically lands in the entry chunk.
  lazy: async () => {
    const { AreaHeader, LOGOUT_PATH } = await import('../../components/area-header');
    return {
      element: (
        <>
          <AreaHeader
            title={title}
            home={home}
            area={area}
            logoutPath={LOGOUT_PATH[area]}
            loginPath={area === 'parent' ? paths.parentLogin : loginPathOf(area)}
            onLoggedOut={() => logoutLocally(area)}
          />
          <main>
            <AreaTitlePage title={title} subtitle="该功能正在建设中，敬请期待" />
          </main>
        </>
      ),
    };
  },
});

/** A lazily loaded screen of an area outside the teacher shell, under the area's header (back, logout). */
export const areaPage = (
  path: string,
  title: string,
  area: Exclude<RoleArea, 'teacher'>,
  home: string,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject => ({
  path,
  lazy: async () => {
    const [{ AreaHeader, LOGOUT_PATH }, { default: Screen }] = await Promise.all([
      import('../../components/area-header'),
      load(),
    ]);
    return {
      element: (
        <>
          <AreaHeader
            title={title}
            home={home}
            area={area}
            logoutPath={LOGOUT_PATH[area]}
            loginPath={area === 'parent' ? paths.parentLogin : loginPathOf(area)}
            onLoggedOut={() => logoutLocally(area)}
          />
          <main>
            <Screen />
          </main>
        </>
      ),
    };
  },
});

/** A lazily loaded screen of the H5 home–school area, in its frame (title bar, tabs, sign-in required). */
export const h5Page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: async () => {
    const [{ H5Frame }, { default: Screen }] = await Promise.all([import('../../features/parent/h5/h5-frame'), load()]);
    return { element: <H5Frame title={title} Screen={Screen} /> };
  },
});

/** A lazily loaded book screen outside the teacher shell, under the book top bar (返回 and the screen's name). */
export const bookScreen = (
  path: string,
  title: string,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject => ({
  path,
  lazy: async () => {
    const [{ BookTopBar }, { default: Screen }] = await Promise.all([import('../../components/book-top-bar'), load()]);
    return {
      element: (
        <>
          <BookTopBar title={title} />
          <Screen />
        </>
      ),
    };
  },
});
