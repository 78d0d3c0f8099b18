/**
 * The composition root of the desktop app: the only module (with adapters/) that touches Electron. Services are
 * created here with the real Electron objects and wired to the typed bridge (src-shared/desktop-api.ts).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { app, ipcMain, Menu, net, screen, session, systemPreferences } from 'electron';
import electronUpdater from 'electron-updater';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AppInfo } from '@shared/desktop-api';
import { registerAppScheme, handleAppScheme } from './adapters/app-protocol';
import { electronUpdaterPort } from './adapters/electron-updater';
import { allWindows, createMainWindow, harden, ourWebContents } from './adapters/windows';
import { loadChannelConfig } from './services/channel-config';
import { buildDeviceReport } from './services/device-report';
import { pushEvent, registerIpc } from './services/ipc';
import { OfflineBooksService } from './services/offline-books';
import { processLister } from './services/process-list';
import { ProtectionService } from './services/protection';
import { allowPermission, APP_ENTRY, APP_ORIGIN, CONTENT_SECURITY_POLICY } from './services/security';
import { UpdaterService } from './services/updater';
import { fetchLatestRecord } from './services/version-record';

// `electron-vite dev` serves the renderer from Vite; a build serves out/renderer on app://classpro/.
const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const appOrigin = devUrl ? new URL(devUrl).origin : APP_ORIGIN;
const apiBase = process.env.CLASSPRO_API_BASE || __CLASSPRO_API_BASE__;
const preload = join(import.meta.dirname, '../preload/index.cjs');
const rendererDir = join(import.meta.dirname, '../renderer');
const resources = app.isPackaged ? process.resourcesPath : join(app.getAppPath(), 'resources');
// electron-builder copies build/icon.png into resources/ (extraResources); Linux shows it as the window icon.
const icon = app.isPackaged ? join(process.resourcesPath, 'icon.png') : join(app.getAppPath(), 'build/icon.png');

registerAppScheme();

const everyWindow = () => allWindows().map((win) => win.webContents);

async function start() {
  const channelConfig = loadChannelConfig(
    (p) => readFileSync(p, 'utf8'),
    join(resources, 'channel.json'),
    (m) => console.warn(m),
  );
  const appInfo: AppInfo = {
    version: app.getVersion(),
    platform: process.platform,
    channel: channelConfig.channel,
    appType: 'desktop',
  };

  if (!devUrl) handleAppScheme({ rendererDir, apiBase });
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback, details) =>
    callback(allowPermission(permission, details.requestingUrl, appOrigin)),
  );
  session.defaultSession.setPermissionCheckHandler((_wc, permission, origin) =>
    allowPermission(permission, origin, appOrigin),
  );
  if (devUrl) {
    // The dev server's pages get the same CSP as a build (a build sets it in the app scheme's responses).
    session.defaultSession.webRequest.onHeadersReceived({ urls: [`${appOrigin}/*`] }, (details, callback) => {
      const headers = { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] };
      callback({ responseHeaders: details.resourceType === 'mainFrame' ? headers : details.responseHeaders });
    });
  }
  Menu.setApplicationMenu(
    process.platform === 'darwin' ? Menu.buildFromTemplate([{ role: 'appMenu' }, { role: 'editMenu' }]) : null,
  );

  // Read after ready: the getter creates the platform's updater, which reads the app's metadata.
  const { autoUpdater, CancellationToken } = electronUpdater;
  const updater = new UpdaterService({
    port: electronUpdaterPort(autoUpdater, () => new CancellationToken()),
    currentVersion: appInfo.version,
    fetchLatestRecord: (currentVersion) =>
      fetchLatestRecord((url) => net.fetch(url), apiBase, { currentVersion, platform: process.platform }),
  });
  updater.onState((state) => pushEvent(everyWindow(), 'onUpdateState', state));

  const protection = new ProtectionService({
    platform: process.platform,
    watermark: channelConfig.watermark ?? false,
    listProcesses: processLister(process.platform),
    setContentProtection: (on) => allWindows().forEach((w) => w.setContentProtection(on)),
    emit: (event) => pushEvent(everyWindow(), 'onProtection', event),
  });

  const offlineBooks = new OfflineBooksService({
    root: join(app.getPath('userData'), 'offline-books'),
    fs: { mkdir, readdir, readFile, rename, rm, writeFile },
    fetch: (url, init) => net.fetch(url, init),
    apiBase,
    emit: (progress) => pushEvent(everyWindow(), 'onOfflineProgress', progress),
  });

  registerIpc(
    ipcMain,
    {
      getAppInfo: () => appInfo,
      getChannelConfig: () => channelConfig,
      triggerIntelligentDetection: () =>
        buildDeviceReport({
          os,
          displays: () => screen.getAllDisplays(),
          gpuFeatureStatus: () => app.getGPUFeatureStatus(),
          mediaAccessStatus:
            process.platform === 'linux' ? undefined : (type) => systemPreferences.getMediaAccessStatus(type),
          isOnline: () => net.isOnline(),
        }),
      getUpdateState: () => updater.getState(),
      checkForUpdate: (arg) => updater.check(arg as { manual: boolean }),
      startUpdate: () => void updater.start(),
      deferUpdate: () => updater.defer(),
      cancelUpdate: () => updater.cancel(),
      quitAndInstall: () => updater.quitAndInstall(),
      getProtectionState: () => protection.snapshot(),
      emergencyRestore: () => protection.emergencyRestore(),
      downloadOfflineBook: (arg) => offlineBooks.download(arg),
      listOfflineBooks: () => offlineBooks.list(),
      removeOfflineBook: (arg) => offlineBooks.remove(arg),
      readOfflineFile: (arg) => offlineBooks.read(arg),
    },
    { appOrigin, isOurWebContents: (id) => ourWebContents.has(id) },
    (channel) => console.warn(`refused ${channel} from a foreign sender`),
  );

  // Windows opened later (the help popup) get the same capture exclusion as the main window.
  app.on('browser-window-created', (_event, win) => {
    if (protection.snapshot().contentProtected) win.setContentProtection(true);
  });
  app.on('web-contents-created', (_event, contents) => {
    harden(contents, appOrigin, preload);
    contents.on('before-input-event', (event, input) => {
      if (protection.handleInput(input) === 'restore') event.preventDefault();
    });
  });

  const win = createMainWindow({ preload, icon });
  protection.start();
  app.on('before-quit', () => protection.stop());
  await win.loadURL(devUrl ?? APP_ENTRY);
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [win] = allWindows();
    if (win?.isMinimized()) win.restore();
    win?.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app.whenReady().then(start, (error) => {
    console.error(error);
    app.quit();
  });
}
