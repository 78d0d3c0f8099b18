import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from './helpers';

const book = (s: string) => `${paths.digitalbooksRoot}/${s}`;
const info = () => import('../../features/digitalbooks/pages/info/book-info-page');

/** Book screens outside the teacher shell (issue 9): resources, audio-visual, lecture notes, info, QR phone page. */
export const digitalBookRoutes: RouteObject[] = [
  lazyPage(book('resource'), () => import('../../features/digitalbooks/pages/resource/resource-page')),
  lazyPage(book('audioVisualRead'), () => import('../../features/digitalbooks/pages/audio-visual/audio-visual-page')),
  lazyPage(book('lectureNotes'), () => import('../../features/digitalbooks/pages/lecture-notes/lecture-notes-page')),
  lazyPage(paths.lectureNotesRead, () => import('../../features/digitalbooks/pages/lecture-notes/lecture-notes-page')),
  lazyPage(paths.readFromBack, info),
  lazyPage(paths.educationalDiginfo, info),
  lazyPage(book('qr'), () => import('../../features/digitalbooks/pages/qr/qr-resource-page')),
];
