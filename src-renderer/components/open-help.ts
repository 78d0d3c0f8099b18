import { paths } from '../config/paths';

/** The help centre's popup window (spec: "/help (opens in a popup window)"). */
export const HELP_WINDOW_NAME = 'classpro-help';
const FEATURES = 'popup,width=960,height=720';

/**
 * Opens 帮助中心 in its own window, or brings the open one to the front (same name). On the desktop app, main lets
 * only this route of our own origin open a window, sandboxed like the main one (src-main/services/security.ts).
 */
export function openHelpWindow(topic?: string) {
  const url = `${location.pathname}${location.search}#${paths.help}${topic ? `?topic=${encodeURIComponent(topic)}` : ''}`;
  const win = window.open(url, HELP_WINDOW_NAME, FEATURES);
  win?.focus();
  return win;
}
