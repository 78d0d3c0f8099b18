/** The route tables of every screen behind the guard, loaded as one chunk when the guard first lets a path through. */
export { otherRoutes } from './other-routes';
export { teacherRoutes } from './teacher-routes';
