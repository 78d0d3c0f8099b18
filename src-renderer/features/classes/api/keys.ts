import { sharedClassKeys } from '../../../api/classes/class-list';

/** React-query keys of the classes feature, so mutations invalidate exactly what they change. */
export const classKeys = {
  ...sharedClassKeys,
  schoolCourses: (classId: number | null) => [...classKeys.all, 'schoolCourses', classId] as const,
  teachers: () => [...classKeys.all, 'teachers'] as const,
  teacher: (id: number) => [...classKeys.all, 'teacher', id] as const,
  guideVideo: () => [...classKeys.all, 'guideVideo'] as const,
};
