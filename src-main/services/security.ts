import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import { CONTENT_SECURITY_POLICY } from '@shared/rules/content-security-policy';

/** The built renderer is served from a custom, privileged scheme (not file://), giving it one origin of its own. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'classpro';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

export { CONTENT_SECURITY_POLICY };

/** Every window we open gets these: isolated, sandboxed, no Node in the page, web security on. */
export function secureWebPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
  };
}

export function mainWindowOptions(opts: { preload: string; icon?: string }): BrowserWindowConstructorOptions {
  return {
    width: 1440,
    height: 900,
    minWidth: 1200,
    minHeight: 720,
    show: false,
    title: 'Classpro 课堂',
    backgroundColor: '#f5f7fb',
    autoHideMenuBar: true,
    ...(opts.icon ? { icon: opts.icon } : {}),
    webPreferences: secureWebPreferences(opts.preload),
  };
}

/** The help popup (`#/help`): a smaller window of the same app with the same preferences. */
export function helpWindowOptions(opts: { preload: string }): BrowserWindowConstructorOptions {
  return {
    width: 960,
    height: 720,
    title: 'Classpro 帮助',
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(opts.preload),
  };
}

const parse = (url: string) => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/** Our own content: the app scheme in a build, the dev server's origin during `electron-vite dev`. */
export function isAppUrl(url: string, appOrigin: string): boolean {
  const u = parse(url);
  if (!u) return false;
  // URL.origin is "null" for non-special schemes such as app:, so compare protocol and host.
  const o = parse(appOrigin);
  return !!o && u.protocol === o.protocol && u.host === o.host;
}

export type WindowOpenDecision = { action: 'help' } | { action: 'external'; url: string } | { action: 'deny' };

/** New windows are denied except the help popup; http(s) links open in the system browser. */
export function decideWindowOpen(url: string, appOrigin: string): WindowOpenDecision {
  const u = parse(url);
  if (!u) return { action: 'deny' };
  if (isAppUrl(url, appOrigin)) {
    const route = u.hash.replace(/^#/, '').split('?')[0];
    return route === '/help' ? { action: 'help' } : { action: 'deny' };
  }
  if (u.protocol === 'https:' || u.protocol === 'http:') return { action: 'external', url: u.toString() };
  return { action: 'deny' };
}

/** Permissions a page of ours may get; everything else (and everything for other origins) is refused. */
const ALLOWED_PERMISSIONS = new Set(['media', 'fullscreen', 'clipboard-sanitized-write', 'geolocation']);

export function allowPermission(permission: string, requestingUrl: string, appOrigin: string): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl, appOrigin);
}
