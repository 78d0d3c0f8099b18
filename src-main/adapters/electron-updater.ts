import type { AppUpdater, CancellationToken } from 'electron-updater';
import type { UpdaterPort } from '../services/updater';

type ReleaseNotes = string | { version: string; note: string | null }[] | null | undefined;

/** electron-updater gives release notes as a string or as a list per version; the dialog shows plain text. */
export function releaseNotesText(notes: ReleaseNotes): string | undefined {
  if (!notes) return undefined;
  const text = typeof notes === 'string' ? notes : notes.map((n) => n.note ?? '').join('\n');
  // Feeds often carry HTML; the dialog renders text only.
  const plain = text
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plain || undefined;
}

type UpdaterLike = Pick<AppUpdater, 'checkForUpdates' | 'downloadUpdate' | 'quitAndInstall' | 'on'> & {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
};

/** Wraps electron-updater's autoUpdater (generic feed from electron-builder.yml) as the updater service's port. */
export function electronUpdaterPort(updater: UpdaterLike, newToken: () => CancellationToken): UpdaterPort {
  // The dialog asks first; nothing downloads or installs behind the user's back.
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  return {
    async checkForUpdates() {
      const result = await updater.checkForUpdates();
      if (!result) return null;
      const notes = releaseNotesText(result.updateInfo.releaseNotes);
      return { version: result.updateInfo.version, ...(notes ? { releaseNotes: notes } : {}) };
    },
    download() {
      const token = newToken();
      return { done: updater.downloadUpdate(token), cancel: () => token.cancel() };
    },
    quitAndInstall: () => updater.quitAndInstall(false, true),
    onProgress: (listener) => void updater.on('download-progress', (info) => listener(info.percent)),
    onError: (listener) => void updater.on('error', (error) => listener(error)),
  };
}
