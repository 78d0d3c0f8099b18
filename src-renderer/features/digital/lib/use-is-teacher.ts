import { useAppSelector } from '../../../state/store';

/** Teachers (and assistants) have a lesson bag; pupils reading the same book do not. */
export const useIsTeacher = () => {
  const t = useAppSelector((s) => s.session.userType);
  return t === 'ASSISTANT' || t === 'TEACHER';
};
