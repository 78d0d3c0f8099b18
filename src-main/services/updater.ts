import type { AppVersionRecord } from '@shared/api/app-version';
import type { UpdateState } from '@shared/desktop-api';
import { Msg } from '@shared/rules/messages';
import { compareVersions, isNewer } from '@shared/rules/version';

/** What the updater service needs from electron-updater (adapters/electron-updater.ts wraps the real one). */
export interface UpdaterPort {
  /** The feed's newest version, or null when there is no feed (a development run). */
  checkForUpdates(): Promise<{ version: string; releaseNotes?: string } | null>;
  /** Starts the download; `done` settles when it has finished, failed or been cancelled. */
  download(): { done: Promise<unknown>; cancel(): void };
  quitAndInstall(): void;
  onProgress(listener: (percent: number) => void): void;
  /** Errors reported outside a download promise (macOS installs the bundle natively after the download). */
  onError(listener: (error: unknown) => void): void;
}

export interface UpdaterDeps {
  port: UpdaterPort;
  currentVersion: string;
  /** GET getLastAppVersion; null when the server cannot be reached or has no record. */
  fetchLatestRecord(currentVersion: string): Promise<AppVersionRecord | null>;
}

interface Offer {
  version: string;
  releaseNotes?: string;
  isForceUpdate: boolean;
}

/** Spec section 8: a missing bundle means a broken install; anything else is a plain failure. */
export function updateErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return /Could not locate update bundle/i.test(text) ? Msg.updateBundleMissing : Msg.updateFailed;
}

/**
 * The update dialog's state machine (spec section 4): 0 idle, 1 new version ready, 2 downloading, 3 finished.
 * The feed says what is newer; the server's version record says whether it is forced.
 */
export class UpdaterService {
  private state: UpdateState;
  private offer: Offer | undefined;
  private active: { done: Promise<unknown>; cancel(): void } | undefined;
  private listeners = new Set<(state: UpdateState) => void>();

  constructor(private readonly deps: UpdaterDeps) {
    this.state = { status: 0, currentVersion: deps.currentVersion };
    deps.port.onProgress((percent) => this.progress(percent));
    deps.port.onError((error) => {
      if (this.state.status === 2 || this.state.status === 3) this.fail(error);
    });
  }

  getState(): UpdateState {
    return { ...this.state };
  }

  onState(listener: (state: UpdateState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A check while an offer, a download or an install is under way answers with that state instead. */
  async check(_opts: { manual: boolean }): Promise<UpdateState> {
    if (this.state.status !== 0) return this.getState();
    const current = this.deps.currentVersion;
    let found: { version: string; releaseNotes?: string } | null;
    try {
      found = await this.deps.port.checkForUpdates();
    } catch (error) {
      // Only the caller hears of a failed check: a manual check shows it, an automatic one (say, offline at
      // start) stays quiet instead of greeting the user with an error.
      return { status: 0, currentVersion: current, error: updateErrorMessage(error) };
    }
    if (!found || !isNewer(found.version, current)) {
      return this.set({ status: 0, currentVersion: current, upToDate: true });
    }
    const record = await this.deps.fetchLatestRecord(current).catch(() => null);
    const isForceUpdate = !!record && record.isForceUpdate && isNewer(record.version, current);
    const sameRelease = !!record && compareVersions(record.version, found.version) === 0;
    const releaseNotes = (sameRelease ? record.releaseNotes : found.releaseNotes) || record?.releaseNotes || undefined;
    this.offer = { version: found.version, isForceUpdate, ...(releaseNotes ? { releaseNotes } : {}) };
    return this.set({ status: 1, currentVersion: current, ...this.offer });
  }

  /** 'Later': only for an unforced offer. */
  defer() {
    if (this.state.status !== 1 || this.offer?.isForceUpdate) return;
    this.offer = undefined;
    this.set({ status: 0, currentVersion: this.deps.currentVersion });
  }

  /** 'Upgrade now': 1 → 2, then 3 when the download settles, whether or not it reported progress. */
  async start() {
    if (this.state.status !== 1 || !this.offer) return;
    const handle = this.deps.port.download();
    this.active = handle;
    this.set({ ...this.offerState(), status: 2, percent: 0 });
    try {
      await handle.done;
      if (this.active !== handle) return;
      this.active = undefined;
      this.set({ ...this.offerState(), status: 3, percent: 100 });
    } catch (error) {
      if (this.active === handle) this.fail(error);
    }
  }

  /** 'Cancel' while downloading: back to the offer when forced (it cannot be put off), else to idle. */
  cancel() {
    if (this.state.status !== 2 || !this.active) return;
    const handle = this.active;
    this.active = undefined;
    handle.cancel();
    if (this.offer?.isForceUpdate) {
      this.set({ ...this.offerState(), status: 1 });
    } else {
      this.offer = undefined;
      this.set({ status: 0, currentVersion: this.deps.currentVersion });
    }
  }

  /** 'Confirm' once finished: quit and install. */
  quitAndInstall() {
    if (this.state.status !== 3) return;
    this.deps.port.quitAndInstall();
  }

  private progress(percent: number) {
    if (this.state.status !== 2 || !Number.isFinite(percent)) return;
    const next = Math.max(this.state.percent ?? 0, Math.min(99, Math.round(percent)));
    if (next !== this.state.percent) this.set({ ...this.state, percent: next });
  }

  private fail(error: unknown) {
    this.active?.cancel();
    this.active = undefined;
    const message = updateErrorMessage(error);
    // A forced offer stays on screen so the user can try again; otherwise the dialog closes with the message.
    if (this.offer?.isForceUpdate) {
      this.set({ ...this.offerState(), status: 1, error: message });
    } else {
      this.offer = undefined;
      this.set({ status: 0, currentVersion: this.deps.currentVersion, error: message });
    }
  }

  private offerState(): UpdateState {
    return { status: this.state.status, currentVersion: this.deps.currentVersion, ...this.offer };
  }

  private set(state: UpdateState): UpdateState {
    this.state = state;
    for (const listener of this.listeners) listener(this.getState());
    return this.getState();
  }
}
