import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AuthoringApi as A, type AcceptInvite, type SaveNote } from '@shared/api/authoring';
import { call } from '../../../platform/http';

/**
 * Authors and publishers (issue 16). `/digitalbooks/authreview` sits in the teacher path group, so publisher calls
 * name their area; mutations invalidate the whole `authoring` cache (small lists).
 */
const pub = { area: 'publisher' as const };
const aut = { area: 'author' as const };
const K = 'authoring';

export const useInviteInfo = (token: string) =>
  useQuery({
    queryKey: [K, 'invite', token],
    queryFn: () => call(A.inviteInfo, { token }, { silent: true }),
    enabled: token.length >= 10,
    retry: false,
  });
export const useAcceptInvite = () => useMutation({ mutationFn: (req: AcceptInvite) => call(A.acceptInvite, req) });

function useInvalidating<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: [K] }) });
}

export const usePublisherHome = () =>
  useQuery({ queryKey: [K, 'publisherHome'], queryFn: () => call(A.publisherHome, undefined, pub) });
export const useCreateInvite = () => useInvalidating(() => call(A.createInvite, undefined, pub));
export const useAssignTask = () =>
  useInvalidating((req: { bookId: number; lessonId: number; authorId: number }) => call(A.assignTask, req, pub));
export const useBookLessons = (bookId: number, area: 'publisher' | 'author') =>
  useQuery({
    queryKey: [K, 'lessons', area, bookId],
    queryFn: () => call(A.bookLessons, { bookId }, { area }),
    enabled: bookId > 0,
  });
export const useReviews = () => useQuery({ queryKey: [K, 'reviews'], queryFn: () => call(A.reviews, undefined, pub) });
/** One approved edition of the task's note (history); `edition` 0: none chosen. */
export const useNoteEdition = (writingTaskId: number, edition: number) =>
  useQuery({
    queryKey: [K, 'edition', writingTaskId, edition],
    queryFn: () => call(A.noteEdition, { writingTaskId, edition }, pub),
    enabled: writingTaskId > 0 && edition > 0,
    staleTime: Infinity,
  });
export const useReview = (writingTaskId: number) =>
  useQuery({
    queryKey: [K, 'review', writingTaskId],
    queryFn: () => call(A.review, { writingTaskId }, pub),
    enabled: writingTaskId > 0,
  });
export const useApprove = () => useInvalidating((writingTaskId: number) => call(A.approve, { writingTaskId }, pub));
export const useReturn = () =>
  useInvalidating((req: { writingTaskId: number; comment: string }) => call(A.reject, req, pub));

export const useAuthorHome = () =>
  useQuery({ queryKey: [K, 'authorHome'], queryFn: () => call(A.authorHome, undefined, aut) });
export const useAuthorTasks = () =>
  useQuery({ queryKey: [K, 'authorTasks'], queryFn: () => call(A.authorTasks, undefined, aut) });
export const useNoteDraft = (writingTaskId: number) =>
  useQuery({
    queryKey: [K, 'note', writingTaskId],
    queryFn: () => call(A.note, { writingTaskId }, aut),
    enabled: writingTaskId > 0,
  });
export const useSaveNote = () => useInvalidating((req: SaveNote) => call(A.saveNote, req, aut));
export const useSubmitNote = () =>
  useInvalidating((writingTaskId: number) => call(A.submitNote, { writingTaskId }, aut));
export const useBookResources = (bookId: number) =>
  useQuery({
    queryKey: [K, 'resources', bookId],
    queryFn: () => call(A.resources, { bookId }, aut),
    enabled: bookId > 0,
  });
export const useAddResource = () =>
  useInvalidating(
    (req: { bookId: number; lessonId: number; type: 'PICTURE' | 'VIDEO' | 'DOCUMENT'; title: string; url: string }) =>
      call(A.addResource, req, aut),
  );
export const useRemoveResource = () =>
  useInvalidating((resourceId: number) => call(A.removeResource, { resourceId }, aut));
