/**
 * React-query keys of the class endpoints several features read: the class list (my classes in classes, the
 * class picker of the digital classroom). The classes feature extends them; invalidating `all` refreshes both.
 */
export const sharedClassKeys = {
  all: ['classes'] as const,
  list: () => [...sharedClassKeys.all, 'list'] as const,
};
