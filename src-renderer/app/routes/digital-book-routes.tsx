import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { bookScreen, lazyPage } from './helpers';

const book = (s: string) => `${paths.digitalbooksRoot}/${s}`;
const info = () => import('../../features/digital/pages/info/book-info-page');

/**
 * Book screens outside the teacher shell (issue 9): resources, audio-visual, lecture notes (under the book top bar,
 * issue 30), info, QR phone page.
 */
export const digitalBookRoutes: RouteObject[] = [
  bookScreen(book('resource'), '教材资源', () => import('../../features/digital/pages/resource/resource-page')),
  bookScreen(
    book('audioVisualRead'),
    '视听阅读',
    () => import('../../features/digital/pages/audio-visual/audio-visual-page'),
  ),
  bookScreen(
    book('lectureNotes'),
    '讲义',
    () => import('../../features/digital/pages/lecture-notes/lecture-notes-page'),
  ),
  bookScreen(
    paths.lectureNotesRead,
    '讲义',
    () => import('../../features/digital/pages/lecture-notes/lecture-notes-page'),
  ),
  lazyPage(paths.readFromBack, info),
  lazyPage(paths.educationalDiginfo, info),
  lazyPage(book('qr'), () => import('../../features/digital/pages/qr/qr-resource-page')),
];
