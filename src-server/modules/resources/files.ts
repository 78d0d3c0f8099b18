import type { Config } from '../../config';
import { signedFiles } from '../../lib/signed-files';
import { DOCX, PPTX, XLSX } from '@shared/rules/resources';
import { FilesPaths } from '@shared/api/files';

/**
 * The resource library's generated demo files (DATA_DIR/resources), served by signed, expiring URLs with range
 * requests (pdf.js reads by ranges, players seek). Uploaded resources keep their upload URL (/files/uploads/<key>,
 * an unguessable key): either way only a caller who may read the resource is given its URL.
 */
export const resourceFiles = signedFiles({
  prefix: '/files/resources/',
  scope: 'resources',
  folder: 'resources',
  types: {
    '.pdf': 'application/pdf',
    '.mp4': 'video/mp4',
    '.mp3': 'audio/mpeg',
    '.png': 'image/png',
    '.docx': DOCX,
    '.xlsx': XLSX,
    '.pptx': PPTX,
  },
  passThrough: (path) => path.startsWith(FilesPaths.filesPrefix),
});

export const resourceDir = (config: Config) => resourceFiles.dir(config);
export const fileUrlOf = (config: Config, filePath: string) => resourceFiles.signedUrl(config, filePath);
