/** Spec section 9: the open-in-app fallback after 3000 ms, 2000 ms in the in-app browser path. */
export const OPEN_APP_FALLBACK_MS = 3000;
export const IN_APP_FALLBACK_MS = 2000;

/** The app's URL scheme and the page that offers the app when it is not installed. */
export const APP_SCHEME_URL = 'classpro://open';
export const APP_DOWNLOAD_URL = 'https://www.classpro.cn/app';

export const isMobileBrowser = (ua: string) => /Android|iPhone|iPad|iPod|HarmonyOS|Mobile/i.test(ua);
/** WeChat, QQ, Weibo and DingTalk's built-in browsers, where a scheme link is often swallowed. */
export const isInAppBrowser = (ua: string) => /MicroMessenger|QQ\/|Weibo|DingTalk/i.test(ua);

export interface OpenAppEnv {
  ua: string;
  /** Where the app should open (the current route). */
  route: string;
  go(url: string): void;
  /** True when the page is still in front (the app did not take over). */
  visible(): boolean;
}

/**
 * Tries the app through its scheme; if the page is still in front after the fallback delay the app is not installed
 * (or the browser refused), so the download page opens. Returns a cancel function.
 */
export function openApp(env: OpenAppEnv): () => void {
  const delay = isInAppBrowser(env.ua) ? IN_APP_FALLBACK_MS : OPEN_APP_FALLBACK_MS;
  env.go(`${APP_SCHEME_URL}?path=${encodeURIComponent(env.route)}`);
  const timer = setTimeout(() => {
    if (env.visible()) env.go(APP_DOWNLOAD_URL);
  }, delay);
  return () => clearTimeout(timer);
}
