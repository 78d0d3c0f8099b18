/**
 * The bridge: named functions over `app:` channels, typed by the one contract. ipcRenderer itself is never
 * exposed, and nothing but `window.desktop` is added to the page. Runs sandboxed, so it is bundled as one file.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  IpcChannel,
  type DesktopApi,
  type OfflineProgress,
  type ProtectionEvent,
  type Unsubscribe,
  type UpdateState,
} from '@shared/desktop-api';

function subscribe<T>(channel: string, listener: (payload: T) => void): Unsubscribe {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

const api: DesktopApi = {
  getAppInfo: () => ipcRenderer.invoke(IpcChannel.getAppInfo),
  getChannelConfig: () => ipcRenderer.invoke(IpcChannel.getChannelConfig),
  triggerIntelligentDetection: () => ipcRenderer.invoke(IpcChannel.triggerIntelligentDetection),
  getUpdateState: () => ipcRenderer.invoke(IpcChannel.getUpdateState),
  checkForUpdate: (opts) => ipcRenderer.invoke(IpcChannel.checkForUpdate, { manual: opts.manual === true }),
  startUpdate: () => ipcRenderer.invoke(IpcChannel.startUpdate),
  deferUpdate: () => ipcRenderer.invoke(IpcChannel.deferUpdate),
  cancelUpdate: () => ipcRenderer.invoke(IpcChannel.cancelUpdate),
  quitAndInstall: () => ipcRenderer.invoke(IpcChannel.quitAndInstall),
  onUpdateState: (listener) => subscribe<UpdateState>(IpcChannel.updateState, listener),
  getProtectionState: () => ipcRenderer.invoke(IpcChannel.getProtectionState),
  onProtection: (listener) => subscribe<ProtectionEvent>(IpcChannel.protection, listener),
  emergencyRestore: () => ipcRenderer.invoke(IpcChannel.emergencyRestore),
  downloadOfflineBook: (req) => ipcRenderer.invoke(IpcChannel.downloadOfflineBook, req),
  onOfflineProgress: (listener) => subscribe<OfflineProgress>(IpcChannel.offlineProgress, listener),
  listOfflineBooks: () => ipcRenderer.invoke(IpcChannel.listOfflineBooks),
  removeOfflineBook: (bookId) => ipcRenderer.invoke(IpcChannel.removeOfflineBook, { bookId }),
  readOfflineFile: (req) => ipcRenderer.invoke(IpcChannel.readOfflineFile, req),
};

contextBridge.exposeInMainWorld('desktop', api);
