import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BoutiqueApi,
  type CourseInfo,
  type CourseListQuery,
  type MyCourse,
  type SaveProgressRequest,
} from '@shared/api/boutique';
import { call } from '../../../platform/http';

/** Boutique courses and the wallet (issue 13): one query key root, so a purchase refreshes every boutique screen. */
const KEY = ['boutique'] as const;

export const useCourses = (q: CourseListQuery) =>
  useQuery({
    queryKey: [...KEY, 'courses', q],
    queryFn: () => call(BoutiqueApi.courseList, q),
    placeholderData: keepPreviousData,
  });

/** Read again on every visit: the signed video URLs and the progress change. */
export const useCourse = (courseId: number) =>
  useQuery({
    queryKey: [...KEY, 'course', courseId],
    queryFn: () => call(BoutiqueApi.courseInfo, { courseId }),
    enabled: courseId > 0,
    staleTime: 0,
  });

export const useMyCourses = (status?: MyCourse['status']) =>
  useQuery({
    queryKey: [...KEY, 'mine', status ?? 'ALL'],
    queryFn: () => call(BoutiqueApi.myCourseList, status ? { status } : {}),
    staleTime: 0,
  });

export const useWallet = () =>
  useQuery({ queryKey: [...KEY, 'wallet'], queryFn: () => call(BoutiqueApi.wallet), staleTime: 0 });

function useBoutiqueMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  // A refused purchase (余额不足, bought elsewhere) may mean the wallet moved: refresh either way.
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useJoin = () => useBoutiqueMutation((courseId: number) => call(BoutiqueApi.joinCourse, { courseId }));
export const useBuy = () => useBoutiqueMutation((courseId: number) => call(BoutiqueApi.buyCourse, { courseId }));

/**
 * Saves a lesson's position (the player calls it throttled, on pause, at the end and on leaving). Silent: a lost
 * save is retried by the next one. The course's cached lesson and progress follow the answer, and the lists of
 * my courses are read again next time.
 */
export function useSaveProgress() {
  const qc = useQueryClient();
  return async (req: SaveProgressRequest, opts: { refresh?: boolean; unloading?: boolean } = {}) => {
    // While the page unloads (reload, tab closed) the save must outlive it.
    const saved = await call(BoutiqueApi.saveProgress, req, { silent: true, keepalive: opts.unloading });
    qc.setQueryData<CourseInfo>([...KEY, 'course', req.courseId], (old) =>
      old
        ? {
            ...old,
            progress: saved.progress,
            lastLessonId: saved.lessonId,
            lessons: old.lessons.map((l) =>
              l.id === saved.lessonId ? { ...l, position: saved.position, completed: saved.completed } : l,
            ),
          }
        : old,
    );
    void qc.invalidateQueries({ queryKey: [...KEY, 'mine'] });
    // Leaving the player: a course page that read the course before this save landed reads it again.
    if (opts.refresh) void qc.invalidateQueries({ queryKey: [...KEY, 'course', req.courseId] });
    return saved;
  };
}
