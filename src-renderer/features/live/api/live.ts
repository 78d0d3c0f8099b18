import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LiveApi, type LessonListQuery, type ScheduleRequest } from '@shared/api/live';
import { TeacherApi } from '@shared/api/teachers';
import { call } from '../../../platform/http';

/** The live sky classroom (issue 13): one query key root, so applying or booking refreshes every live screen. */
const KEY = ['live'] as const;

export const useLessons = (q: LessonListQuery) =>
  useQuery({
    queryKey: [...KEY, 'lessons', q],
    queryFn: () => call(LiveApi.lessonList, q),
    placeholderData: keepPreviousData,
  });

/** Read again on every visit: the status and the signed stream depend on the clock. */
export const useLesson = (lessonId: number) =>
  useQuery({
    queryKey: [...KEY, 'lesson', lessonId],
    queryFn: () => call(LiveApi.lessonInfo, { lessonId }),
    enabled: lessonId > 0,
    staleTime: 0,
  });

export const usePrepare = (lessonId: number) =>
  useQuery({
    queryKey: [...KEY, 'prepare', lessonId],
    queryFn: () => call(LiveApi.lessonPrepare, { lessonId }),
    enabled: lessonId > 0,
  });

export const usePlans = () => useQuery({ queryKey: [...KEY, 'plans'], queryFn: () => call(LiveApi.planList) });

export const useSchedule = (startDate: string, endDate: string) =>
  useQuery({
    queryKey: [...KEY, 'schedule', startDate, endDate],
    queryFn: () => call(LiveApi.scheduleList, { startDate, endDate }),
  });

export const useExchange = (lessonId: number) =>
  useQuery({
    queryKey: [...KEY, 'exchange', lessonId],
    queryFn: () => call(LiveApi.communicationList, { lessonId }),
    enabled: lessonId > 0,
  });

export const useFamousTeachers = () =>
  useQuery({ queryKey: [...KEY, 'teachers'], queryFn: () => call(TeacherApi.list, {}) });

export const useSlots = (teacherId: number | null, fromDate: string) =>
  useQuery({
    queryKey: [...KEY, 'slots', teacherId, fromDate],
    queryFn: () => call(LiveApi.availableTime, { teacherId: teacherId!, fromDate }),
    enabled: !!teacherId,
    staleTime: 0,
  });

export const useBookings = () => useQuery({ queryKey: [...KEY, 'bookings'], queryFn: () => call(LiveApi.myBookings) });

function useLiveMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  // A refused booking (another school won the slot) changes the slots too: refresh either way.
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useApply = () =>
  useLiveMutation((req: { lessonId: number; classId: number }) => call(LiveApi.applyLesson, req));
export const useAsk = () =>
  useLiveMutation((req: { lessonId: number; content: string }) => call(LiveApi.communicate, req));
export const useBook = () => useLiveMutation((req: ScheduleRequest) => call(LiveApi.scheduleTeacher, req));
export const useCancelBooking = () =>
  useLiveMutation((bookingId: number) => call(LiveApi.cancelScheduled, { bookingId }));
