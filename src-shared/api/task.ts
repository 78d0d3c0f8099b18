import { z } from 'zod';
import { page } from './common';
import { get, post } from './endpoint';

/**
 * Textbook tasks and homework, the question bank and the error-question book (issue 10; spec 3 "digital-book
 * homework, tasks, classes, error questions", 6 STUDENT, 7 `/api/v1/digital/...`, `/api/v2/question/...`). Every
 * path here is "not shown" in the spec and chosen in those namespaces.
 *
 * Who: a teacher (teacher-area token, userType ASSISTANT/TEACHER) pushes tasks to classes they own and marks their
 * submissions; a student (teacher-area token, userType STUDENT — the mobile reader area signs in the same way) sees
 * only tasks of classes they are in. Parents (a later issue) get their own routes then.
 *
 * The loop: a task is made from a book lesson's questions (and resources), pushed to classes with a deadline.
 * Objective questions (SINGLE, MULTIPLE, JUDGE, FILL) are marked automatically at submission; SUBJECTIVE ones (text
 * and/or photo answers) by the teacher with a score and comment. A submission after the deadline is accepted and
 * marked late. Once marked, answers are frozen unless the teacher returns the submission for redo. A draft is kept
 * on the server (and survives a reload). A wrong objective answer, or a subjective one scored under half, goes
 * to the student's error-question book; retrying it right there marks it mastered.
 *
 * The red dot: HomeApi.digitalHomeworkNotice's `unReadDigitalHomeworkCount` counts unread homework notices: for a
 * student, tasks pushed (or returned) to them not yet opened; for a teacher, submissions waiting to be marked that
 * they have not opened or marked yet.
 *
 * Answers travel as strings: SINGLE 'B'; MULTIPLE 'A,C' (sorted); JUDGE 'T' or 'F'; FILL the blanks joined by '|';
 * SUBJECTIVE free text. Photo attachments are signed upload URLs (files.ts), images only.
 */
export const TaskPaths = {
  /** GET LessonQuestionQuery → Question[] of a book lesson (answers included for teachers only). Teacher. */
  lessonQuestions: '/api/v2/question/getLessonQuestionList',
  /** GET ?questionId → Question with its answer. A teacher who has the question's book. */
  question: '/api/v2/question/getQuestionInfo',
  /** POST PushTaskRequest → TaskSummary. Teacher: classes of their own, a book they own. */
  pushTask: '/api/v1/digital/pushTask',
  /** GET TeacherTaskQuery → Page<TaskSummary> with submission counts, newest first. Teacher. */
  teacherTasks: '/api/v1/digital/getTeacherTaskList',
  /** GET ?taskId → TaskDetail (questions with answers). Teacher (own) or student (own class; answers hidden). */
  task: '/api/v1/digital/getTaskInfo',
  /** POST {taskId} → null: deletes a task and its submissions. Teacher (own). */
  deleteTask: '/api/v1/digital/deleteTask',
  /** GET ?taskId&classId → SubmissionRow[]: every student of the class with their submission state. Teacher. */
  submissions: '/api/v1/digital/getTaskSubmissionList',
  /** GET ?submissionId → Submission (answers, marks, comments). Teacher (own class) or the student. */
  submission: '/api/v1/digital/getTaskSubmission',
  /** GET ?taskId → Submission | null: the caller's own submission of a task (a draft too). Student of its class; its teacher gets null. */
  mySubmission: '/api/v1/digital/getMyTaskSubmission',
  /** POST MarkSubmissionRequest → Submission. Teacher (own class). */
  markSubmission: '/api/v1/digital/markTaskSubmission',
  /** POST {submissionId, reason} → Submission: back to the student for redo (answers editable again). Teacher. */
  returnSubmission: '/api/v1/digital/returnTaskSubmission',
  /** GET ?taskId&classId → ScoreExport: the class's scores as a CSV file (UTF-8 with BOM, opens in Excel). Teacher. */
  exportScores: '/api/v1/digital/exportTaskScores',
  /**
   * POST {taskId, classId} → TaskReminder: 催交, a notice to every pupil of the class who has not submitted (a draft
   * or a returned one counts as not submitted). Once per task and class every REMIND_EVERY_MINUTES. Teacher (own).
   */
  remindTask: '/api/v1/digital/remindTaskSubmission',
  /**
   * POST {taskId} → TaskSummary: 公布答案. From then on a pupil whose submission is in (submitted, not returned) sees
   * the answers and explanations before it is marked, and so does their parent. Cannot be taken back. Teacher (own).
   */
  publishAnswers: '/api/v1/digital/publishTaskAnswers',
  /** GET StudentTaskQuery → Page<StudentTask>: the caller's tasks (STUDENT; anybody else has none). */
  studentTasks: '/api/v1/digital/getStudentTaskList',
  /** POST SaveAnswersRequest → Submission (DRAFT): saves a draft. Student, before submitting or after a return. */
  saveDraft: '/api/v1/digital/saveTaskDraft',
  /** POST SaveAnswersRequest → Submission: submits (objective questions marked at once). Student. */
  submitTask: '/api/v1/digital/submitTask',
  /** GET ErrorBookQuery → Page<ErrorItem>: the caller's error-question book. */
  errorBook: '/api/v1/digital/getErrorQuestionList',
  /** POST {errorId, answer} → ErrorRetry: retry one; right marks it mastered. Student. */
  retryError: '/api/v1/digital/retryErrorQuestion',
  /** POST {errorId} → null: removes one from the book. Student. */
  removeError: '/api/v1/digital/removeErrorQuestion',
  /** GET ?classId&bookId? → ClassStatistics: per task and per question, averages, distribution, most wrong. Teacher. */
  classStatistics: '/api/v1/digital/getClassTaskStatistics',
  /** GET LessonQuestionQuery → Question[] without answers: a quick self-test over a lesson. Whoever has the book. */
  selfTest: '/api/v2/question/getSelfTest',
  /** POST SelfTestRequest → SelfTestResult (marked, with the right answers). Whoever has the book. */
  checkSelfTest: '/api/v2/question/checkSelfTest',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const iso = z.string();
const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});

export const QUESTION_TYPES = ['SINGLE', 'MULTIPLE', 'JUDGE', 'FILL', 'SUBJECTIVE'] as const;
export const questionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionType>;
/** An answer's text is at most 2000 characters; at most 6 photos an answer. */
export const TaskLimits = {
  ANSWER_MAX: 2000,
  PHOTOS_MAX: 6,
  QUESTIONS_MAX: 50,
  TITLE_MAX: 40,
  /** A class is reminded of a task at most once in this many minutes. */
  REMIND_EVERY_MINUTES: 30,
} as const;

export const question = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  lessonId: z.number().int(),
  type: questionType,
  /** The stem (plain text; FILL blanks are written ＿＿). */
  stem: z.string(),
  /** SINGLE/MULTIPLE: the options A, B, C … in order; [] otherwise. */
  options: z.array(z.string()),
  score: z.number(),
  /** Pages of the book the question is about (the "read the linked pages" link). */
  page: z.number().int().nullable(),
  /** The right answer and its explanation: teachers always; students once marked, or once submitted and published. */
  answer: z.string().nullable(),
  explanation: z.string().nullable(),
});
export type Question = z.infer<typeof question>;

export const lessonQuestionQuery = z.object({ bookId: id, lessonId: id });

export const pushTaskRequest = z.object({
  bookId: id,
  lessonId: id,
  title: z.string().trim().min(1).max(TaskLimits.TITLE_MAX),
  /** Instructions shown above the questions. */
  description: z.string().trim().max(500).default(''),
  questionIds: z.array(id).min(1).max(TaskLimits.QUESTIONS_MAX),
  /** Book resources of the lesson attached to the task. */
  resourceIds: z.array(id).max(20).default([]),
  classIds: z.array(id).min(1).max(20),
  /** ISO time with offset; must be in the future. */
  deadline: z.string().datetime({ offset: true }),
});
export type PushTaskRequest = z.input<typeof pushTaskRequest>;

export const taskSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  bookId: z.number().int(),
  bookTitle: z.string(),
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  deadline: iso,
  createdAt: iso,
  questionCount: z.number().int(),
  totalScore: z.number(),
  /** When the teacher published the answers (公布答案), or null. */
  answersPublishedAt: iso.nullable(),
  classes: z.array(
    z.object({
      classId: z.number().int(),
      className: z.string(),
      studentCount: z.number().int(),
      submittedCount: z.number().int(),
      markedCount: z.number().int(),
    }),
  ),
});
export type TaskSummary = z.infer<typeof taskSummary>;
export const teacherTaskQuery = pageQuery.extend({ classId: id.optional(), bookId: id.optional() });

export const taskResource = z.object({ id: z.number().int(), title: z.string(), type: z.string(), url: z.string() });
export const taskDetail = taskSummary.extend({
  description: z.string(),
  startPage: z.number().int(),
  endPage: z.number().int(),
  questions: z.array(question),
  resources: z.array(taskResource),
});
export type TaskDetail = z.infer<typeof taskDetail>;
export const taskQuery = z.object({ taskId: id });
export const taskClassQuery = z.object({ taskId: id, classId: id });

export const SUBMISSION_STATES = ['NOT_STARTED', 'DRAFT', 'SUBMITTED', 'MARKED', 'RETURNED'] as const;
export const submissionState = z.enum(SUBMISSION_STATES);

export const answer = z.object({
  questionId: id,
  text: z.string().max(TaskLimits.ANSWER_MAX).default(''),
  photos: z.array(z.string().min(1).max(500)).max(TaskLimits.PHOTOS_MAX).default([]),
});
export const markedAnswer = z.object({
  questionId: z.number().int(),
  text: z.string(),
  photos: z.array(z.string()),
  /** Null while a subjective answer waits for the teacher. */
  score: z.number().nullable(),
  correct: z.boolean().nullable(),
  comment: z.string(),
});

export const submission = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  classId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  state: submissionState,
  late: z.boolean(),
  submittedAt: iso.nullable(),
  markedAt: iso.nullable(),
  /** Sum of the scores so far (objective at once, subjective once marked); null before submitting. */
  score: z.number().nullable(),
  totalScore: z.number(),
  comment: z.string(),
  returnReason: z.string(),
  answers: z.array(markedAnswer),
});
export type Submission = z.infer<typeof submission>;

export const submissionRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  submissionId: z.number().int().nullable(),
  state: submissionState,
  late: z.boolean(),
  score: z.number().nullable(),
  submittedAt: iso.nullable(),
});

export const markSubmissionRequest = z.object({
  submissionId: id,
  marks: z
    .array(
      z.object({
        questionId: id,
        score: z.number().min(0).max(100),
        comment: z.string().trim().max(500).default(''),
      }),
    )
    .max(TaskLimits.QUESTIONS_MAX),
  comment: z.string().trim().max(500).default(''),
});
export const returnSubmissionRequest = z.object({ submissionId: id, reason: z.string().trim().min(1).max(200) });

export const studentTaskQuery = pageQuery.extend({
  state: z.enum(['TODO', 'DONE']).optional(),
});
export const studentTask = z.object({
  task: taskSummary.omit({ classes: true }),
  classId: z.number().int(),
  className: z.string(),
  teacherName: z.string(),
  submissionId: z.number().int().nullable(),
  state: submissionState,
  late: z.boolean(),
  score: z.number().nullable(),
  /** The student has opened it (the red dot counts unopened ones). */
  read: z.boolean(),
});
export type StudentTask = z.infer<typeof studentTask>;

export const saveAnswersRequest = z.object({
  taskId: id,
  answers: z.array(answer).max(TaskLimits.QUESTIONS_MAX),
});
export type SaveAnswersRequest = z.input<typeof saveAnswersRequest>;

/**
 * A submission; one answered offline (issue 29) says when the pupil finished (`finishedAt`, at most 14 days back):
 * that is its submission time (and decides lateness), and the key of the submission, so a retry whose first reply was
 * lost gets the submission already made back instead of a refusal.
 */
export const submitTaskRequest = saveAnswersRequest.extend({
  finishedAt: z.string().datetime({ offset: true }).optional(),
});
export type SubmitTaskRequest = z.input<typeof submitTaskRequest>;

export const errorBookQuery = pageQuery.extend({
  bookId: id.optional(),
  /** 'true' or 'false' (a query string): z.coerce.boolean would read 'false' as true. */
  mastered: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const errorItem = z.object({
  id: z.number().int(),
  question,
  myAnswer: z.string(),
  taskTitle: z.string(),
  addedAt: iso,
  retries: z.number().int(),
  mastered: z.boolean(),
});
export const errorRetryRequest = z.object({ errorId: id, answer: z.string().max(TaskLimits.ANSWER_MAX) });
export const errorRetry = z.object({
  correct: z.boolean(),
  answer: z.string(),
  explanation: z.string(),
  mastered: z.boolean(),
});

export const classStatisticsQuery = z.object({ classId: id, bookId: id.optional() });
export const classStatistics = z.object({
  classId: z.number().int(),
  className: z.string(),
  studentCount: z.number().int(),
  tasks: z.array(
    z.object({
      taskId: z.number().int(),
      title: z.string(),
      deadline: iso,
      submitted: z.number().int(),
      average: z.number().nullable(),
      totalScore: z.number(),
      /** Counts of scores in five bands of the total: <60 %, 60–70, 70–80, 80–90, ≥90 %. */
      distribution: z.array(z.number().int()).length(5),
    }),
  ),
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      taskId: z.number().int(),
      stem: z.string(),
      type: questionType,
      answered: z.number().int(),
      correctRate: z.number().nullable(),
      averageScore: z.number().nullable(),
    }),
  ),
  /** Up to ten questions with the lowest correct rate. */
  mostWrong: z.array(z.object({ questionId: z.number().int(), stem: z.string(), correctRate: z.number() })),
  /**
   * Every student of the class (班级信息), in the order they joined: how many of `tasks` they submitted (submitted
   * or marked), how many are marked, and the mean score rate (score ÷ total, 0–1) of the marked ones.
   */
  students: z.array(
    z.object({
      studentId: z.number().int(),
      studentName: z.string(),
      submitted: z.number().int(),
      marked: z.number().int(),
      averageRate: z.number().nullable(),
    }),
  ),
});
export type ClassStatistics = z.infer<typeof classStatistics>;

export const selfTestRequest = z.object({
  bookId: id,
  lessonId: id,
  answers: z.array(z.object({ questionId: id, text: z.string().max(TaskLimits.ANSWER_MAX) })).max(50),
});
export const selfTestResult = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  items: z.array(
    z.object({ questionId: z.number().int(), correct: z.boolean(), answer: z.string(), explanation: z.string() }),
  ),
});

export const taskReminder = z.object({
  /** How many pupils were reminded. */
  reminded: z.number().int(),
});
export type TaskReminder = z.infer<typeof taskReminder>;

export const scoreExport = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** The file's bytes, base64. */
  base64: z.string(),
});
export type ScoreExport = z.infer<typeof scoreExport>;

const teacher = ['teacher'] as const;

export const TaskApi = {
  lessonQuestions: get(TaskPaths.lessonQuestions, {
    request: lessonQuestionQuery,
    response: z.array(question),
    areas: teacher,
  }),
  question: get(TaskPaths.question, { request: z.object({ questionId: id }), response: question, areas: teacher }),
  pushTask: post(TaskPaths.pushTask, { request: pushTaskRequest, response: taskSummary, areas: teacher }),
  teacherTasks: get(TaskPaths.teacherTasks, { request: teacherTaskQuery, response: page(taskSummary), areas: teacher }),
  task: get(TaskPaths.task, { request: taskQuery, response: taskDetail, areas: teacher }),
  deleteTask: post(TaskPaths.deleteTask, { request: taskQuery, response: z.null(), areas: teacher }),
  submissions: get(TaskPaths.submissions, {
    request: taskClassQuery,
    response: z.array(submissionRow),
    areas: teacher,
  }),
  submission: get(TaskPaths.submission, {
    request: z.object({ submissionId: id }),
    response: submission,
    areas: teacher,
  }),
  mySubmission: get(TaskPaths.mySubmission, { request: taskQuery, response: submission.nullable(), areas: teacher }),
  markSubmission: post(TaskPaths.markSubmission, {
    request: markSubmissionRequest,
    response: submission,
    areas: teacher,
  }),
  returnSubmission: post(TaskPaths.returnSubmission, {
    request: returnSubmissionRequest,
    response: submission,
    areas: teacher,
  }),
  exportScores: get(TaskPaths.exportScores, { request: taskClassQuery, response: scoreExport, areas: teacher }),
  remindTask: post(TaskPaths.remindTask, { request: taskClassQuery, response: taskReminder, areas: teacher }),
  publishAnswers: post(TaskPaths.publishAnswers, { request: taskQuery, response: taskSummary, areas: teacher }),
  studentTasks: get(TaskPaths.studentTasks, { request: studentTaskQuery, response: page(studentTask), areas: teacher }),
  saveDraft: post(TaskPaths.saveDraft, { request: saveAnswersRequest, response: submission, areas: teacher }),
  submitTask: post(TaskPaths.submitTask, { request: submitTaskRequest, response: submission, areas: teacher }),
  errorBook: get(TaskPaths.errorBook, { request: errorBookQuery, response: page(errorItem), areas: teacher }),
  retryError: post(TaskPaths.retryError, { request: errorRetryRequest, response: errorRetry, areas: teacher }),
  removeError: post(TaskPaths.removeError, { request: z.object({ errorId: id }), response: z.null(), areas: teacher }),
  classStatistics: get(TaskPaths.classStatistics, {
    request: classStatisticsQuery,
    response: classStatistics,
    areas: teacher,
  }),
  selfTest: get(TaskPaths.selfTest, { request: lessonQuestionQuery, response: z.array(question), areas: teacher }),
  checkSelfTest: post(TaskPaths.checkSelfTest, { request: selfTestRequest, response: selfTestResult, areas: teacher }),
} as const;

/**
 * A parent reads their child's homework (issue 15, "the child's learning": tasks and their marks). Paths not shown,
 * chosen under the parent's namespace. Read-only, for the parent's own related children only (403 otherwise); the
 * child's own unread notices are left as they are (the red dot stays the child's).
 */
export const ParentTaskPaths = {
  /** GET ?childId&state&pageNum&pageSize → Page<StudentTask>: the child's tasks, newest first. Parent. */
  childTasks: '/api/v2/user/parent/getChildTaskList',
  /** GET ?childId&taskId → ChildTask: the task as the child sees it, and the child's submission (or null). Parent. */
  childTask: '/api/v2/user/parent/getChildTask',
} as const;

export const childTasksQuery = studentTaskQuery.extend({ childId: id });
export const childTaskQuery = z.object({ childId: id, taskId: id });
export const childTask = z.object({ task: taskDetail, submission: submission.nullable() });
export type ChildTask = z.infer<typeof childTask>;

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const ParentTaskApi = {
  childTasks: get(ParentTaskPaths.childTasks, {
    request: childTasksQuery,
    response: page(studentTask),
    areas: ['parent'],
  }),
  childTask: get(ParentTaskPaths.childTask, { request: childTaskQuery, response: childTask, areas: ['parent'] }),
} as const;
