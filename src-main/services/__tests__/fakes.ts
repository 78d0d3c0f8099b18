import type { AppVersionRecord } from '@shared/api/app-version';
import type { UpdaterPort } from '../updater';

/** A controllable stand-in for electron-updater. */
export class FakeUpdaterPort implements UpdaterPort {
  feedVersion: string | null = '1.2.0';
  feedNotes: string | undefined = 'feed notes';
  checkError: Error | undefined;
  downloads: { resolve(): void; reject(e: Error): void; cancelled: boolean }[] = [];
  installs = 0;
  private progressListener: ((p: number) => void) | undefined;
  private errorListener: ((e: unknown) => void) | undefined;

  async checkForUpdates() {
    if (this.checkError) throw this.checkError;
    return this.feedVersion
      ? { version: this.feedVersion, ...(this.feedNotes ? { releaseNotes: this.feedNotes } : {}) }
      : null;
  }
  download() {
    let resolve!: () => void;
    let reject!: (e: Error) => void;
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const entry = { resolve, reject, cancelled: false };
    this.downloads.push(entry);
    return {
      done,
      cancel: () => {
        entry.cancelled = true;
        reject(new Error('cancelled'));
      },
    };
  }
  quitAndInstall() {
    this.installs++;
  }
  onProgress(listener: (p: number) => void) {
    this.progressListener = listener;
  }
  onError(listener: (e: unknown) => void) {
    this.errorListener = listener;
  }
  progress(p: number) {
    this.progressListener?.(p);
  }
  error(e: unknown) {
    this.errorListener?.(e);
  }
  get last() {
    return this.downloads[this.downloads.length - 1]!;
  }
}

export const record = (over: Partial<AppVersionRecord> = {}): AppVersionRecord => ({
  version: '1.2.0',
  releaseNotes: 'record notes',
  isForceUpdate: false,
  publishedAt: '2026-05-01T00:00:00.000Z',
  ...over,
});

/** Lets pending promise callbacks run. */
export const flush = () => new Promise<void>((r) => setImmediate(r));
