import { BrowserWindow, shell, type WebContents } from 'electron';
import { decideWindowOpen, helpWindowOptions, isAppUrl, mainWindowOptions } from '../services/security';

/** The windows we created; only their webContents may call the bridge. */
export const ourWebContents = new Set<number>();

function track(win: BrowserWindow) {
  const id = win.webContents.id;
  ourWebContents.add(id);
  win.on('closed', () => ourWebContents.delete(id));
}

/** Navigation stays inside the app; new windows only for the help popup; http(s) links go to the browser. */
export function harden(contents: WebContents, appOrigin: string, preload: string) {
  const keepInApp = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url, appOrigin)) event.preventDefault();
  };
  contents.on('will-navigate', keepInApp);
  contents.on('will-redirect', keepInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // The context menu is disabled globally (spec section 4).
  contents.on('context-menu', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, appOrigin);
    if (decision.action === 'help') {
      return { action: 'allow', overrideBrowserWindowOptions: helpWindowOptions({ preload }) };
    }
    if (decision.action === 'external') void shell.openExternal(decision.url);
    return { action: 'deny' };
  });
  contents.on('did-create-window', (win) => track(win));
}

export function createMainWindow(opts: { preload: string; icon?: string }): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions(opts));
  track(win);
  win.once('ready-to-show', () => win.show());
  return win;
}

export const allWindows = () => BrowserWindow.getAllWindows().filter((w) => ourWebContents.has(w.webContents.id));
