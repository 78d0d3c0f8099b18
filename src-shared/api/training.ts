import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * AI lab trainings (issue 12, spec `/classpro/aitraining`, `/doTrainingDetail/{id}/{studentCourseId}`,
 * `/doExcelTrainingDetail/finacePractice`): experiments by subject and grade, of two kinds — `python` (run in the
 * browser by Pyodide, checked there against stdout lines and Python assertions) and `excel` (a workbook filled in the
 * spreadsheet component, checked against expected cells). There is no server-side execution: the browser runs the
 * check and saves its verdict with the answer (code or cells), so a teacher can read what was submitted.
 *
 * Paths: the spec shows `getTrainingByLinkType` and `vt/setTrainingPresetFile`; the others are chosen beside them.
 * Training ids are catalogue content (anybody may name them); `studentCourseId` (a class course) and `classId` are
 * the caller's own or refused.
 */
export const TrainingPaths = {
  /** GET ?linkType&linkId → TrainingCard[]: trainings linked to the lab catalogue, a course section or a lesson. */
  byLinkType: '/api/v1/training/getTrainingByLinkType',
  /** POST {trainingId, classId, name, content|null} → PresetFile[] of the class (null content: back to default). */
  setPresetFile: '/api/v1/training/vt/setTrainingPresetFile',
  /** GET ?subject&grade&kind → TrainingCatalog: the lab catalogue with its filter values. */
  list: '/api/v1/training/list',
  /** GET ?trainingId&studentCourseId → TrainingDetail. Open without sign-in (then no class, nothing saved). */
  detail: '/api/v1/training/detail',
  /** POST {trainingId, studentCourseId?, passed, score, submission} → TrainingResult (the caller's own). */
  saveResult: '/api/v1/training/saveResult',
  /** GET → MyTrainingResults: the caller's own latest results and (teachers) their classes' students'. */
  myResults: '/api/v1/training/myResults',
  /** GET ?trainingId&studentCourseId → ClassTrainingResults: every student of the teacher's class. */
  classResults: '/api/v1/training/classResults',
  /** The .xlsx of an excel training's workbook, generated with exceljs (a file route, not JSON). */
  workbookPrefix: '/files/training/',
} as const;

export const TRAINING_KINDS = ['python', 'excel'] as const;
export type TrainingKind = (typeof TRAINING_KINDS)[number];
export const TRAINING_KIND_LABEL: Record<TrainingKind, string> = { python: 'Python 编程', excel: '财务实训' };
export const TRAINING_LINK_TYPES = ['LAB', 'AICOURSE_SECTION', 'BOOK_LESSON'] as const;
export const TRAINING_LIMITS = { FILE_MAX: 20_000, CODE_MAX: 20_000, CELLS_MAX: 500 } as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

// --- checks -------------------------------------------------------------------------------------------------------
export const pythonCheck = z.object({
  kind: z.literal('python'),
  /** stdout must equal these lines (trailing spaces ignored). */
  expectedLines: z.array(z.string()).optional(),
  /** Python run after the program in its namespace (`_stdout` holds what it printed); AssertionError = the reason. */
  check: z.string().optional(),
});
export const excelCellExpectation = z.object({
  sheet: z.string(), // worksheet name
  ref: z.string(), // A1 reference, e.g. 'D7'
  label: z.string(), // Chinese label shown when it fails, e.g. '合计（D7）'
  value: z.union([z.number(), z.string()]).optional(), // expected value (numbers compared within 0.01)
  formula: z.boolean().optional(), // true: the cell must hold a formula (not a typed number)
  formulaIncludes: z.array(z.string()).optional(), // e.g. ['SUM'] — case-insensitive function names required
});
export const excelCheck = z.object({ kind: z.literal('excel'), cells: z.array(excelCellExpectation).min(1) });
export type ExcelCellExpectation = z.infer<typeof excelCellExpectation>;
export type ExcelCheck = z.infer<typeof excelCheck>;
export type PythonCheck = z.infer<typeof pythonCheck>;
export const trainingCheck = z.discriminatedUnion('kind', [pythonCheck, excelCheck]);
export type TrainingCheck = z.infer<typeof trainingCheck>;

// --- catalogue ------------------------------------------------------------------------------------------------------
export const trainingCard = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(TRAINING_KINDS),
  subject: z.string(),
  grade: z.string(),
  summary: z.string(),
  stepCount: z.number().int(),
  minutes: z.number().int(),
});
export type TrainingCard = z.infer<typeof trainingCard>;

export const byLinkTypeQuery = z.object({
  linkType: z.enum(TRAINING_LINK_TYPES, { error: '关联类型应为 LAB、AICOURSE_SECTION 或 BOOK_LESSON' }),
  /** The section or lesson id (catalogue content); not needed for LAB. */
  linkId: z.coerce.number().int().nonnegative().max(2_147_483_647).optional(),
});
export const listQuery = z.object({
  subject: z.string().max(20).optional(),
  grade: z.string().max(20).optional(),
  kind: z.enum(TRAINING_KINDS).optional(),
});
export const trainingCatalog = z.object({
  list: z.array(trainingCard),
  subjects: z.array(z.string()),
  grades: z.array(z.string()),
});
export type TrainingCatalog = z.infer<typeof trainingCatalog>;

// --- results --------------------------------------------------------------------------------------------------------
export const trainingAnswer = z.union([
  z.object({ code: z.string().max(TRAINING_LIMITS.CODE_MAX, '代码过长（最多 20000 个字符）') }),
  z.object({
    cells: z
      .array(
        z.object({
          sheet: z.string().max(50),
          ref: z.string().max(12),
          value: z.string().max(500),
          formula: z.string().max(500).optional(),
        }),
      )
      .max(TRAINING_LIMITS.CELLS_MAX, '单元格过多'),
  }),
]);
export type TrainingAnswer = z.infer<typeof trainingAnswer>;
export const saveResultRequest = z.object({
  trainingId: id,
  studentCourseId: z.coerce.number().int().positive().optional(),
  passed: z.boolean(),
  score: z.number().int().min(0, '得分应在 0 到 100 之间').max(100, '得分应在 0 到 100 之间'),
  /** What was checked: the program, or the filled-in cells. */
  submission: trainingAnswer,
});
export type SaveResultRequest = z.input<typeof saveResultRequest>;
export type SaveResultInput = z.output<typeof saveResultRequest>;
export const trainingResult = z.object({
  id: z.number().int(),
  trainingId: z.number().int(),
  title: z.string(),
  kind: z.enum(TRAINING_KINDS),
  subject: z.string(),
  grade: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  studentCourseId: z.number().int().nullable(),
  className: z.string().nullable(),
  passed: z.boolean(),
  score: z.number().int(),
  attempts: z.number().int(),
  answer: trainingAnswer,
  createdAt: z.string(),
});
export type TrainingResult = z.infer<typeof trainingResult>;
// --- detail ---------------------------------------------------------------------------------------------------------
export const presetFile = z.object({
  name: z.string(),
  /** Text content (python programs and data files); absent for binary files reached by url. */
  content: z.string().optional(),
  url: z.string().optional(),
  /** True when the caller's class teacher replaced the default content. */
  overridden: z.boolean(),
});
export type PresetFile = z.infer<typeof presetFile>;
export const classOption = z.object({ studentCourseId: z.number().int(), classId: z.number().int(), name: z.string() });
export const detailQuery = z.object({
  trainingId: id,
  studentCourseId: z.coerce.number().int().nonnegative().optional(),
});
export const trainingDetail = trainingCard.extend({
  instructions: z.string(),
  steps: z.array(z.string()),
  presetFiles: z.array(presetFile),
  check: trainingCheck,
  /** The class course the detail was read for (its class's preset files apply), when the caller may read it. */
  studentCourseId: z.number().int().nullable(),
  className: z.string().nullable(),
  /** The caller's own class courses (a teacher's), to pick whose results to see; empty for students and guests. */
  myClasses: z.array(classOption),
  /** Whether the caller is signed in (results can be saved). */
  signedIn: z.boolean(),
  /** The caller's latest result of this training, if any. */
  myResult: trainingResult.nullable(),
});
export type TrainingDetail = z.infer<typeof trainingDetail>;

export const setPresetFileRequest = z.object({
  trainingId: id,
  classId: id,
  name: z.string().min(1, '请填写文件名').max(100, '文件名过长'),
  content: z.string().max(TRAINING_LIMITS.FILE_MAX, '文件内容过长（最多 20000 个字符）').nullable(),
});
export type SetPresetFileRequest = z.input<typeof setPresetFileRequest>;

export const myTrainingResults = z.object({
  mine: z.array(trainingResult),
  /** The latest result of each student of the caller's classes (teachers only). */
  classes: z.array(trainingResult),
});
export type MyTrainingResults = z.infer<typeof myTrainingResults>;
export const classResultsQuery = z.object({ trainingId: id, studentCourseId: id });
export const classTrainingResults = z.object({
  className: z.string(),
  students: z.array(z.object({ studentId: z.number().int(), name: z.string(), result: trainingResult.nullable() })),
});
export type ClassTrainingResults = z.infer<typeof classTrainingResults>;

const T = ['teacher'] as const;
const open = { areas: T, optionalAuth: true } as const;
export const TrainingApi = {
  byLinkType: get(TrainingPaths.byLinkType, { request: byLinkTypeQuery, response: z.array(trainingCard), ...open }),
  list: get(TrainingPaths.list, { request: listQuery, response: trainingCatalog, ...open }),
  detail: get(TrainingPaths.detail, { request: detailQuery, response: trainingDetail, ...open }),
  setPresetFile: post(TrainingPaths.setPresetFile, {
    request: setPresetFileRequest,
    response: z.array(presetFile),
    areas: T,
  }),
  saveResult: post(TrainingPaths.saveResult, { request: saveResultRequest, response: trainingResult, areas: T }),
  myResults: get(TrainingPaths.myResults, { response: myTrainingResults, areas: T }),
  classResults: get(TrainingPaths.classResults, {
    request: classResultsQuery,
    response: classTrainingResults,
    areas: T,
  }),
} as const;
