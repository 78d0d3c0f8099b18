import { vi } from 'vitest';
import type {
  AppInfo,
  ChannelConfig,
  DesktopApi,
  DeviceReport,
  ProtectionEvent,
  UpdateState,
} from '@shared/desktop-api';

/** A scriptable window.desktop for renderer tests. */
export function fakeDesktop(checkResult: UpdateState = { status: 0, currentVersion: '1.0.0', upToDate: true }) {
  const updateListeners = new Set<(s: UpdateState) => void>();
  const protectionListeners = new Set<(e: ProtectionEvent) => void>();
  const api = {
    getAppInfo: vi.fn(async (): Promise<AppInfo> => ({
      version: '1.0.0',
      platform: 'win32',
      channel: 'cuiya',
      appType: 'desktop',
    })),
    getChannelConfig: vi.fn(async (): Promise<ChannelConfig> => ({ channel: 'cuiya' })),
    triggerIntelligentDetection: vi.fn(async () => ({}) as DeviceReport),
    getUpdateState: vi.fn(async () => ({ status: 0 }) as UpdateState),
    checkForUpdate: vi.fn(async (_opts: { manual: boolean }) => checkResult),
    startUpdate: vi.fn(async () => undefined),
    deferUpdate: vi.fn(async () => undefined),
    cancelUpdate: vi.fn(async () => undefined),
    quitAndInstall: vi.fn(async () => undefined),
    onUpdateState: vi.fn((l: (s: UpdateState) => void) => {
      updateListeners.add(l);
      return () => updateListeners.delete(l);
    }),
    getProtectionState: vi.fn(
      async () => ({ state: 'none', blackout: false, watermark: false, contentProtected: true }) as ProtectionEvent,
    ),
    onProtection: vi.fn((l: (e: ProtectionEvent) => void) => {
      protectionListeners.add(l);
      return () => protectionListeners.delete(l);
    }),
    emergencyRestore: vi.fn(async () => undefined),
  } satisfies DesktopApi;
  return {
    api,
    pushUpdate: (s: UpdateState) => updateListeners.forEach((l) => l(s)),
    pushProtection: (e: ProtectionEvent) => protectionListeners.forEach((l) => l(e)),
    install() {
      Object.defineProperty(window, 'desktop', { value: api, configurable: true });
    },
  };
}

export function uninstallDesktop() {
  Object.defineProperty(window, 'desktop', { value: undefined, configurable: true });
}
