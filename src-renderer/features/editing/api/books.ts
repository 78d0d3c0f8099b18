import { useQuery } from '@tanstack/react-query';
import { EditingApi } from '@shared/api/editing';
import { call } from '../../../platform/http';

export const editingKeys = {
  books: ['editing', 'books'] as const,
  catalogue: (bookId: number) => ['editing', 'catalogue', bookId] as const,
  classes: ['editing', 'classes'] as const,
  courses: ['editing', 'courses'] as const,
  course: (aicourseId: number) => ['editing', 'course', aicourseId] as const,
};

/** The books of the caller's publisher (what its authors edit). */
export const useEditableBooks = () =>
  useQuery({ queryKey: editingKeys.books, queryFn: () => call(EditingApi.books), staleTime: 60_000 });
