/**
 * The one contract of the desktop bridge. The preload implements it with named functions over `app:` IPC channels;
 * the renderer reads it only through `src-renderer/platform/desktop.ts`. On the web `window.desktop` is undefined.
 */
export type Channel = 'wenxuan' | 'digitalbook' | 'aigc' | 'cuiya';

export interface AppInfo {
  version: string;
  platform: string;
  channel: Channel;
  appType: 'desktop';
}

export interface ChannelConfig {
  channel: Channel;
  /** Optional menu flags that override the server's channel config. */
  menu?: Record<string, 0 | 1>;
}

/** Update dialog status (spec section 4): 0 idle, 1 ready, 2 downloading, 3 finished. */
export type UpdateStatus = 0 | 1 | 2 | 3;

export interface UpdateState {
  status: UpdateStatus;
  version?: string;
  releaseNotes?: string;
  isForceUpdate?: boolean;
  /** 0-100 while downloading. */
  percent?: number;
  error?: string;
}

export type ProtectionState = 'none' | 'suspected' | 'recording';

export interface ProtectionEvent {
  state: ProtectionState;
  /** A black screen is shown for this many ms (3000) after a screenshot attempt. */
  blackoutMs?: number;
  /** Emergency restore cleared every effect. */
  restored?: boolean;
}

export interface DeviceReport {
  system: { platform: string; release: string; arch: string; cpus: number; cpuModel: string };
  memory: { totalMb: number; freeMb: number };
  displays: { width: number; height: number; scaleFactor: number }[];
  gpu: Record<string, string>;
  media: { camera: boolean | null; microphone: boolean | null };
  network: { online: boolean; interfaces: string[] };
}

export type Unsubscribe = () => void;

export interface DesktopApi {
  getAppInfo(): Promise<AppInfo>;
  getChannelConfig(): Promise<ChannelConfig>;
  triggerIntelligentDetection(): Promise<DeviceReport>;
  checkForUpdate(opts: { manual: boolean }): Promise<UpdateState>;
  startUpdate(): Promise<void>;
  deferUpdate(): Promise<void>;
  cancelUpdate(): Promise<void>;
  quitAndInstall(): Promise<void>;
  onUpdateState(listener: (state: UpdateState) => void): Unsubscribe;
  onProtection(listener: (event: ProtectionEvent) => void): Unsubscribe;
  /** Screenshot shortcuts seen by the renderer's key handler are reported to main. */
  reportScreenshotKey(key: string): void;
  emergencyRestore(): Promise<void>;
}
