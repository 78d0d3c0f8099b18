import { appOpenUrl } from '@shared/rules/app-link';

/** Spec section 9: the open-in-app fallback after 3000 ms, 2000 ms in the in-app browser path. */
export const OPEN_APP_FALLBACK_MS = 3000;
export const IN_APP_FALLBACK_MS = 2000;

export const isMobileBrowser = (ua: string) => /Android|iPhone|iPad|iPod|HarmonyOS|Mobile/i.test(ua);
/** WeChat, QQ, Weibo and DingTalk's built-in browsers, where a scheme link is often swallowed. */
export const isInAppBrowser = (ua: string) => /MicroMessenger|QQ\/|Weibo|DingTalk/i.test(ua);

/**
 * The phone-first areas (spec section 2): parent, H5 home–school and the mobile textbook reader (`/{brand}Book`).
 * The teacher shell shows the banner itself (app/teacher-layout-route.tsx).
 */
export const isPhoneArea = (pathname: string, readerPrefix: string) =>
  pathname.startsWith('/parent') || pathname.startsWith('/h5') || pathname.startsWith(readerPrefix);

export interface OpenAppEnv {
  ua: string;
  /** Where the app should open (the current route). */
  route: string;
  go(url: string): void;
  /** True when the page is still in front (the app did not take over). */
  visible(): boolean;
  /** The app did not take over: it is not installed (or the browser refused the scheme). */
  fallback(): void;
}

/**
 * Tries the app through its scheme; if the page is still in front after the fallback delay the app is not installed
 * (or the browser refused), so the fallback runs (the banner explains where to get the app). Returns a cancel
 * function.
 */
export function openApp(env: OpenAppEnv): () => void {
  const delay = isInAppBrowser(env.ua) ? IN_APP_FALLBACK_MS : OPEN_APP_FALLBACK_MS;
  env.go(appOpenUrl(env.route));
  const timer = setTimeout(() => {
    if (env.visible()) env.fallback();
  }, delay);
  return () => clearTimeout(timer);
}
