/**
 * The one contract of the desktop bridge. The preload implements it with named functions over `app:` IPC channels;
 * the renderer reads it only through `src-renderer/platform/desktop.ts`. On the web `window.desktop` is undefined.
 */
export const CHANNELS = ['wenxuan', 'digitalbook', 'aigc', 'cuiya'] as const;
export type Channel = (typeof CHANNELS)[number];
/** Spec section 1: cuiya is the default channel. */
export const DEFAULT_CHANNEL: Channel = 'cuiya';

export interface AppInfo {
  version: string;
  platform: string;
  channel: Channel;
  appType: 'desktop';
}

/** Read by main from `resources/channel.json`: a wenxuan build differs from a cuiya build by that file alone. */
export interface ChannelConfig {
  channel: Channel;
  /** Optional menu flags that override the server's channel config. */
  menu?: Record<string, 0 | 1>;
  /** The screen-protection watermark (spec section 4: off by default). */
  watermark?: boolean;
}

/** Update dialog status (spec section 4): 0 idle, 1 ready, 2 downloading, 3 finished. */
export type UpdateStatus = 0 | 1 | 2 | 3;

export interface UpdateState {
  status: UpdateStatus;
  /** The running version. */
  currentVersion?: string;
  /** The version on offer (status 1-3). */
  version?: string;
  releaseNotes?: string;
  isForceUpdate?: boolean;
  /** 0-100 while downloading. */
  percent?: number;
  /** A check found nothing newer (status 0). */
  upToDate?: boolean;
  /** A user-facing message (Chinese) when a check or a download failed. */
  error?: string;
}

/** Spec section 4: none, suspected, confirmed recording. Confirmed recording persists until the recorder stops. */
export type ProtectionState = 'none' | 'suspected' | 'recording';

export interface ProtectionEvent {
  state: ProtectionState;
  /** A black screen covers the content now (3000 ms after a screenshot attempt; all along while recording). */
  blackout: boolean;
  /** When a timed black screen just started: its length in ms. */
  blackoutMs?: number;
  /** Draw the watermark (the channel config's flag; off by default). */
  watermark: boolean;
  /** The OS excludes the window from captures (Windows and macOS; Linux cannot). */
  contentProtected: boolean;
  /** What caused this event. */
  reason?: 'shortcut' | 'process' | 'restore' | 'timer';
  /** Recorder processes seen by the last poll. */
  processes?: string[];
  /** Emergency restore just cleared every effect: the renderer shows Msg.emergencyRestore. */
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

/** One file of a book to keep offline: an app-relative path (`/api/...`, `/files/...`) on the API host. */
export interface OfflineFileRequest {
  url: string;
  /** Sent as `Authorization: Bearer` (the PDF needs the teacher's sign-in). */
  token?: string;
}

/** A book kept offline by the desktop app, under userData/offline-books/<bookId>/. */
export interface OfflineBookEntry {
  bookId: number;
  /** Bytes on disk of all its files. */
  size: number;
  savedAt: string;
  /** The app-relative URLs it holds. */
  urls: string[];
}

/** Download progress of one book, 0..1 by bytes. */
export interface OfflineProgress {
  bookId: number;
  ratio: number;
}

export interface DesktopApi {
  getAppInfo(): Promise<AppInfo>;
  getChannelConfig(): Promise<ChannelConfig>;
  triggerIntelligentDetection(): Promise<DeviceReport>;
  /** The updater's current state (for a renderer that mounts after an event). */
  getUpdateState(): Promise<UpdateState>;
  /** Resolves with the state after the check: status 1 when a newer version is ready, else status 0. */
  checkForUpdate(opts: { manual: boolean }): Promise<UpdateState>;
  startUpdate(): Promise<void>;
  deferUpdate(): Promise<void>;
  cancelUpdate(): Promise<void>;
  quitAndInstall(): Promise<void>;
  onUpdateState(listener: (state: UpdateState) => void): Unsubscribe;
  getProtectionState(): Promise<ProtectionEvent>;
  onProtection(listener: (event: ProtectionEvent) => void): Unsubscribe;
  /** Clears every protection effect (also bound to Ctrl+Shift+Alt+R in main). */
  emergencyRestore(): Promise<void>;
  // Offline books (optional: a desktop build older than them, and the web, lack them; the renderer checks).
  /** Downloads a book's PDF and resources to disk (replacing an older copy only once the new one is complete). */
  downloadOfflineBook?(req: { bookId: number; files: OfflineFileRequest[] }): Promise<OfflineBookEntry>;
  onOfflineProgress?(listener: (progress: OfflineProgress) => void): Unsubscribe;
  listOfflineBooks?(): Promise<OfflineBookEntry[]>;
  removeOfflineBook?(bookId: number): Promise<void>;
  /** A downloaded file's bytes, or null when the book does not hold it. */
  readOfflineFile?(req: { bookId: number; url: string }): Promise<Uint8Array | null>;
}

/**
 * Both ends of the bridge are derived from `DesktopApi` (VS Code's ProxyChannel is the model): a method named `fooBar`
 * travels on the channel `app:foo-bar`, an event method `onFooBar` on `app:foo-bar`. The preload builds its functions
 * from the two lists below and main registers a handler per invoke method, typed by the method's result, so a name is
 * spelled once (in the interface and its list) and a handler answering the wrong shape fails `tsc`.
 */
type Fn = (...args: never[]) => unknown;
type MethodsOf<T> = { [K in keyof T]-?: NonNullable<T[K]> extends Fn ? K : never }[keyof T] & string;
/** The request/response methods: every method that is not an `on…` subscription. */
export type InvokeMethod = Exclude<MethodsOf<DesktopApi>, `on${string}`>;
/** The subscriptions main pushes events to. */
export type EventMethod = Extract<MethodsOf<DesktopApi>, `on${string}`>;
/** What an invoke method's handler in main answers (sync or async). */
export type InvokeResult<M extends InvokeMethod> = Awaited<ReturnType<NonNullable<DesktopApi[M]>>>;
/** The payload an event method's listener receives. */
export type EventPayload<M extends EventMethod> = Parameters<Parameters<NonNullable<DesktopApi[M]>>[0]>[0];

/** Fails `tsc` when a list below misses a method of the interface, or names one it does not have. */
type Exactly<List extends readonly string[], Union extends string> = [Exclude<Union, List[number]>] extends [never]
  ? List
  : never;
const exactly =
  <Union extends string>() =>
  <const List extends readonly Union[]>(list: Exactly<List, Union>) =>
    list;

export const INVOKE_METHODS = exactly<InvokeMethod>()([
  'getAppInfo',
  'getChannelConfig',
  'triggerIntelligentDetection',
  'getUpdateState',
  'checkForUpdate',
  'startUpdate',
  'deferUpdate',
  'cancelUpdate',
  'quitAndInstall',
  'getProtectionState',
  'emergencyRestore',
  'downloadOfflineBook',
  'listOfflineBooks',
  'removeOfflineBook',
  'readOfflineFile',
]);
export const EVENT_METHODS = exactly<EventMethod>()(['onUpdateState', 'onProtection', 'onOfflineProgress']);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The IPC channel of an invoke method: `checkForUpdate` → `app:check-for-update`. */
export const invokeChannel = (method: InvokeMethod) => `app:${kebab(method)}`;
/** The IPC channel main pushes an event method's payloads on: `onUpdateState` → `app:update-state`. */
export const eventChannel = (method: EventMethod) => `app:${kebab(method.slice(2, 3).toLowerCase() + method.slice(3))}`;

/**
 * Arguments that cross the bridge are cleaned by the same function at both ends: the preload sends only what it
 * returns, and main parses again (a compromised renderer can call ipcRenderer with anything).
 */
export const parseCheckArg = (arg: unknown): { manual: boolean } => ({
  manual: !!arg && typeof arg === 'object' && (arg as { manual?: unknown }).manual === true,
});
export const ARG_PARSERS: Partial<Record<InvokeMethod, (arg: unknown) => unknown>> = {
  checkForUpdate: parseCheckArg,
};

/** Validates a parsed channel file; anything unusable falls back to the default channel (cuiya). */
export function parseChannelConfig(raw: unknown): ChannelConfig {
  if (!raw || typeof raw !== 'object') return { channel: DEFAULT_CHANNEL };
  const obj = raw as Record<string, unknown>;
  const channel = CHANNELS.find((c) => c === obj.channel);
  if (!channel) return { channel: DEFAULT_CHANNEL };
  const out: ChannelConfig = { channel };
  if (obj.menu && typeof obj.menu === 'object' && !Array.isArray(obj.menu)) {
    const menu: Record<string, 0 | 1> = {};
    for (const [key, value] of Object.entries(obj.menu as Record<string, unknown>)) {
      if (/^[A-Za-z]{1,40}$/.test(key) && (value === 0 || value === 1)) menu[key] = value;
    }
    out.menu = menu;
  }
  if (typeof obj.watermark === 'boolean') out.watermark = obj.watermark;
  return out;
}
