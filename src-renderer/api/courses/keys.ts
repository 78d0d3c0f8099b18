/**
 * React-query keys of the course endpoints several features read (the landing's auto-jump in teacher-shell, "my
 * courses" in classes). A mutation that changes a class's courses invalidates `courseKeys.all`.
 */
export const courseKeys = {
  all: ['courses'] as const,
  student: (locationName?: string) => [...courseKeys.all, 'student', 'ASSISTANT', locationName ?? null] as const,
};
