import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ReaderApi } from '@shared/api/reader';
import { call } from '../../../platform/http';

/**
 * The reader area's classes, study groups, worked examples and documents (src-shared/api/reader.ts). Refusals (a
 * class the student is not in, a book they do not have) are shown on the screen itself, so queries are silent.
 */
const KEY = ['reader-extras'] as const;
const silent = { silent: true } as const;

export const useMyClasses = () =>
  useQuery({ queryKey: [...KEY, 'classes'], queryFn: () => call(ReaderApi.myClasses, {}, silent) });

export const useClassGroups = (classId: number) =>
  useQuery({
    queryKey: [...KEY, 'groups', classId],
    queryFn: () => call(ReaderApi.groups, { classId }, silent),
    enabled: classId > 0,
    retry: false,
  });

/** Join or leave a group; the answer is the class's groups as they are now, so the screen and 我的班级 refresh. */
export function useGroupChoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, join }: { groupId: number; join: boolean }) =>
      call(join ? ReaderApi.joinGroup : ReaderApi.leaveGroup, { groupId }),
    onSuccess: (data) => {
      qc.setQueryData([...KEY, 'groups', data.classId], data);
      return qc.invalidateQueries({ queryKey: [...KEY, 'classes'] });
    },
  });
}

export const useCaseCatalogue = (bookId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'catalogue', bookId],
    queryFn: () => call(ReaderApi.caseCatalogue, { bookId }, silent),
    enabled: enabled && bookId > 0,
    retry: false,
  });

export const useLessonCases = (bookId: number, lessonId: number) =>
  useQuery({
    queryKey: [...KEY, 'cases', bookId, lessonId],
    queryFn: () => call(ReaderApi.lessonCases, { bookId, lessonId }, silent),
    enabled: bookId > 0 && lessonId > 0,
    retry: false,
  });

export const useOfficeDocument = (resourceId: number) =>
  useQuery({
    queryKey: [...KEY, 'document', resourceId],
    queryFn: () => call(ReaderApi.document, { resourceId }, silent),
    enabled: resourceId > 0,
    retry: false,
  });
