import { FilesPaths } from '@shared/api/files';
import { signedFiles } from '../../lib/signed-files';

/**
 * The AI courses' generated media (DATA_DIR/aicourse), served by signed URL with range requests so videos can
 * seek (lib/signed-files), to a caller who may see them: an entitled teacher, a parent of a child in the class.
 */
export const AICOURSE_FILES = '/files/aicourse/';
const files = signedFiles({
  prefix: AICOURSE_FILES,
  scope: 'aicourse',
  folder: 'aicourse',
  types: { '.mp4': 'video/mp4', '.png': 'image/png' },
  // Uploaded works carry their own signed upload URL.
  passThrough: (path) => !path || path.startsWith(FilesPaths.filesPrefix),
});

export const aicourseDir = files.dir;
/** A signed URL for a content path (media/clip-1.mp4); uploaded files' URLs pass through unchanged. */
export const signedUrl = files.signedUrl;
export const registerAiCourseFiles = files.register;
