import { signedFiles } from '../../lib/signed-files';

/**
 * The boutique lessons' videos (DATA_DIR/boutique), served by signed URL with range requests so the player can
 * seek and resume (lib/signed-files). Only getCourseInfo signs a URL, for a teacher who joined the course.
 */
export const BOUTIQUE_FILES = '/files/boutique/';
const files = signedFiles({
  prefix: BOUTIQUE_FILES,
  scope: 'boutique',
  folder: 'boutique',
  types: { '.mp4': 'video/mp4' },
  passThrough: (path) => !path,
});

export const boutiqueDir = files.dir;
export const signedVideoUrl = files.signedUrl;
export const registerBoutiqueFiles = files.register;
