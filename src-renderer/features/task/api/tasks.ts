import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DigitalApi } from '@shared/api/digital';
import { RedeemApi } from '@shared/api/redeem';
import { TaskApi, type PushTaskRequest, type SaveAnswersRequest, type SubmitTaskRequest } from '@shared/api/task';
import { call } from '../../../platform/http';

/** Textbook tasks and homework (issue 10): one query key root, so a change refreshes every task screen. */
const KEY = ['tasks'] as const;

export const useTeacherTasks = (classId: number | undefined, pageNum: number) =>
  useQuery({
    queryKey: [...KEY, 'teacher', classId ?? 0, pageNum],
    queryFn: () => call(TaskApi.teacherTasks, { classId, pageNum, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });

/** A task (with the answers once the student's submission is marked: fetched again on every visit). */
export const useTask = (taskId: number) =>
  useQuery({
    queryKey: [...KEY, 'task', taskId],
    queryFn: () => call(TaskApi.task, { taskId }),
    enabled: taskId > 0,
    staleTime: 0,
  });

export const useSubmissions = (taskId: number, classId: number) =>
  useQuery({
    queryKey: [...KEY, 'submissions', taskId, classId],
    queryFn: () => call(TaskApi.submissions, { taskId, classId }),
    enabled: taskId > 0 && classId > 0,
  });

export const useSubmission = (submissionId: number | null) =>
  useQuery({
    queryKey: [...KEY, 'submission', submissionId],
    queryFn: () => call(TaskApi.submission, { submissionId: submissionId! }),
    enabled: !!submissionId,
  });

function useTaskMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useMark = () =>
  useTaskMutation(
    (req: { submissionId: number; comment: string; marks: { questionId: number; score: number; comment: string }[] }) =>
      call(TaskApi.markSubmission, req),
  );
export const useReturn = () =>
  useTaskMutation((req: { submissionId: number; reason: string }) => call(TaskApi.returnSubmission, req));
export const useDeleteTask = () => useTaskMutation((taskId: number) => call(TaskApi.deleteTask, { taskId }));
/** 催交: reminds the class's pupils who have not handed the task in. */
export const useRemindTask = () =>
  useTaskMutation((req: { taskId: number; classId: number }) => call(TaskApi.remindTask, req));
/** 公布答案: pupils whose work is in see the answers before marking. */
export const usePublishAnswers = () => useTaskMutation((taskId: number) => call(TaskApi.publishAnswers, { taskId }));

/** Downloads a class's scores of a task as the CSV file the server wrote. */
export async function downloadScores(taskId: number, classId: number) {
  const file = await call(TaskApi.exportScores, { taskId, classId });
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const a = Object.assign(document.createElement('a'), { href: url, download: file.fileName });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return file.fileName;
}

/** The teacher's textbooks (owned or the school's), to choose the book of a task. */
export const useTeachingBooks = () =>
  useQuery({ queryKey: [...KEY, 'books'], queryFn: () => call(RedeemApi.myBooks, {}) });

export const useCatalogue = (bookId: number) =>
  useQuery({
    queryKey: [...KEY, 'catalogue', bookId],
    queryFn: () => call(DigitalApi.catalogue, { bookId }),
    enabled: bookId > 0,
  });

export const useLessonQuestions = (bookId: number, lessonId: number) =>
  useQuery({
    queryKey: [...KEY, 'questions', bookId, lessonId],
    queryFn: () => call(TaskApi.lessonQuestions, { bookId, lessonId }),
    enabled: bookId > 0 && lessonId > 0,
  });

export const usePushTask = () => useTaskMutation((req: PushTaskRequest) => call(TaskApi.pushTask, req));

// ---- The student's side: my tasks, answering, the error-question book and the self-test.

/** What the teacher changes (marks, returns, new tasks) is fetched again whenever the student comes back to it. */
const LIVE = { staleTime: 0, refetchOnWindowFocus: true } as const;

export const useStudentTasks = (state: 'TODO' | 'DONE' | undefined, pageNum: number, pageSize = 12) =>
  useQuery({
    queryKey: [...KEY, 'student', state ?? 'ALL', pageNum, pageSize],
    queryFn: () => call(TaskApi.studentTasks, { state, pageNum, pageSize }),
    placeholderData: keepPreviousData,
    ...LIVE,
  });

export const useSaveDraft = () => useTaskMutation((req: SaveAnswersRequest) => call(TaskApi.saveDraft, req));
export const useSubmitTask = () => useTaskMutation((req: SubmitTaskRequest) => call(TaskApi.submitTask, req));

/** Homework the outbox submitted once the network came back (lib/homework-outbox.ts): the tasks are read again. */
export function useHomeworkSent(subscribe: (l: (pending: number) => void) => () => void) {
  const qc = useQueryClient();
  useEffect(() => {
    let last = -1;
    return subscribe((n) => {
      if (last > n) void qc.invalidateQueries({ queryKey: KEY });
      last = n;
    });
  }, [qc, subscribe]);
}

export const useErrorBook = (mastered: boolean | undefined, pageNum: number, bookId?: number) =>
  useQuery({
    queryKey: [...KEY, 'errors', mastered ?? 'ALL', pageNum, bookId ?? 0],
    staleTime: 0,
    queryFn: () =>
      call(TaskApi.errorBook, {
        mastered: mastered === undefined ? undefined : mastered ? 'true' : 'false',
        pageNum,
        pageSize: 10,
        bookId,
      }),
    placeholderData: keepPreviousData,
  });
/**
 * Retrying an error question leaves the list as it is (the card shows the verdict in place; a question just
 * mastered would otherwise vanish from 未掌握 before the student reads why); the list is fresh on the next visit.
 */
export const useRetryError = () =>
  useMutation({ mutationFn: (req: { errorId: number; answer: string }) => call(TaskApi.retryError, req) });
export const useRemoveError = () => useTaskMutation((errorId: number) => call(TaskApi.removeError, { errorId }));

export const useSelfTest = (bookId: number, lessonId: number) =>
  useQuery({
    queryKey: [...KEY, 'self-test', bookId, lessonId],
    queryFn: () => call(TaskApi.selfTest, { bookId, lessonId }),
    enabled: bookId > 0 && lessonId > 0,
  });
export const useCheckSelfTest = () =>
  useMutation({
    mutationFn: (req: { bookId: number; lessonId: number; answers: { questionId: number; text: string }[] }) =>
      call(TaskApi.checkSelfTest, req),
  });

/** The student's own submission of a task (null before anything was saved). */
export const useMySubmission = (taskId: number) =>
  useQuery({
    queryKey: [...KEY, 'mine', taskId],
    queryFn: () => call(TaskApi.mySubmission, { taskId }),
    enabled: taskId > 0,
    ...LIVE,
  });

/** A class's results over the teacher's tasks (成绩统计, 班级信息), optionally one book's. */
export const useClassStatistics = (classId: number, bookId?: number) =>
  useQuery({
    queryKey: [...KEY, 'statistics', classId, bookId ?? 0],
    queryFn: () => call(TaskApi.classStatistics, { classId, bookId }),
    enabled: classId > 0,
    placeholderData: keepPreviousData,
  });
