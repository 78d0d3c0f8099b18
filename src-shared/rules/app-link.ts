/**
 * The mobile app's URL scheme (spec section 1: mobile apps exist for a textbook reader and a study companion). A web
 * page opens the app at one of its routes with `classpro://open?path=<route>`; the banner of phone browsers
 * (src-renderer/features/mobile-tip) uses it, and the apps register it.
 */
export const APP_SCHEME = 'classpro';

/** The address that opens the app at a route of the web app (e.g. `/parent/index`). */
export const appOpenUrl = (route: string) => `${APP_SCHEME}://open?path=${encodeURIComponent(route)}`;
