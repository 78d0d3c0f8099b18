import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { RedeemApi } from '@shared/api/redeem';
import { TaskApi, type PushTaskRequest } from '@shared/api/task';
import { call } from '../../../platform/http';

/** Textbook tasks and homework (issue 10): one query key root, so a change refreshes every task screen. */
const KEY = ['tasks'] as const;

export const useTeacherTasks = (classId: number | undefined, pageNum: number) =>
  useQuery({
    queryKey: [...KEY, 'teacher', classId ?? 0, pageNum],
    queryFn: () => call(TaskApi.teacherTasks, { classId, pageNum, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });

export const useTask = (taskId: number) =>
  useQuery({ queryKey: [...KEY, 'task', taskId], queryFn: () => call(TaskApi.task, { taskId }), enabled: taskId > 0 });

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
