import { signedFiles } from '../lib/signed-files';

/**
 * The generated textbook files (DATA_DIR/digital), served by signed URL with range requests (lib/signed-files).
 * Shared: the digital module serves them, tasks link a lesson's resources.
 */
export const FILES_PREFIX = '/files/digital/';
export const files = signedFiles({
  prefix: FILES_PREFIX,
  scope: 'digital',
  folder: 'digital',
  types: {
    '.pdf': 'application/pdf',
    '.mp4': 'video/mp4',
    '.mp3': 'audio/mpeg',
    '.png': 'image/png',
    '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    '.vtt': 'text/vtt; charset=utf-8',
  },
  // External URLs, and files authors uploaded through the signed upload (served by the storage host as they are).
  passThrough: (path) => /^(https?:\/\/|\/files\/uploads\/)/.test(path),
});
