import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The ffmpeg binary the `@ffmpeg-installer/ffmpeg` npm package ships inside its tarball (nothing is downloaded at
 * run time), made executable when npm skipped the package's chmod postinstall.
 */
export function ffmpegPath(): string {
  const path = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    chmodSync(path, 0o755);
  }
  return path;
}
