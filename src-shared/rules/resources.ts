import { Msg } from './messages';
import { MEDIA_RULES, mediaTypeOf, type UploadMediaType, type UploadType } from './uploads';

/**
 * Digital resources (issue 13, 数字资源): the kinds a resource may be, the files each kind takes, and the check the
 * upload dialog runs before sending a file (the server checks the same again, and the real type from the bytes).
 */
export const RESOURCE_KINDS = ['COURSEWARE', 'LESSON_PLAN', 'VIDEO', 'AUDIO', 'IMAGE', 'EXERCISE'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const RESOURCE_KIND_LABEL: Record<ResourceKind, string> = {
  COURSEWARE: '课件',
  LESSON_PLAN: '教案',
  VIDEO: '视频',
  AUDIO: '音频',
  IMAGE: '图片',
  EXERCISE: '习题',
};

const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The content types each kind accepts, and the message that refuses anything else. */
export const KIND_FILES: Record<ResourceKind, { types: readonly UploadType[]; wrongType: string; accept: string }> = {
  COURSEWARE: { types: [PDF, PPTX], wrongType: Msg.resourceCoursewareOnly, accept: '.pdf,.pptx' },
  LESSON_PLAN: { types: [DOCX, PDF], wrongType: Msg.resourceLessonPlanOnly, accept: '.docx,.pdf' },
  VIDEO: { types: ['video/mp4', 'video/webm'], wrongType: Msg.resourceVideoOnly, accept: '.mp4,.webm' },
  AUDIO: { types: ['audio/mpeg', 'audio/wav'], wrongType: Msg.resourceAudioOnly, accept: '.mp3,.wav' },
  IMAGE: {
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    wrongType: Msg.resourceImageOnly,
    accept: '.jpg,.jpeg,.png,.gif,.webp',
  },
  EXERCISE: { types: [XLSX, PDF], wrongType: Msg.resourceExerciseOnly, accept: '.xlsx,.pdf' },
};

/** What the viewer does with a file: its short format name (pdf, docx …) from its content type. */
export const FORMAT_OF: Record<string, string> = {
  [PDF]: 'pdf',
  [DOCX]: 'docx',
  [XLSX]: 'xlsx',
  [PPTX]: 'pptx',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Browsers often report no type (or a generic one) for Office and audio files: the extension decides then. */
const BY_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.entries(FORMAT_OF).map(([type, ext]) => [ext, type]),
);
BY_EXTENSION.jpeg = 'image/jpeg';

/** The content type to declare for a picked file. */
export function resourceFileType(file: { name: string; type: string }): string {
  const t = file.type.trim().toLowerCase();
  if (t && t !== 'application/octet-stream' && t in FORMAT_OF) return t;
  if (t === 'audio/mp3') return 'audio/mpeg';
  if (t === 'audio/x-wav' || t === 'audio/wave') return 'audio/wav';
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? t;
}

export const acceptsType = (kind: ResourceKind, type: string) =>
  (KIND_FILES[kind].types as readonly string[]).includes(type);

/** Client-side check of a picked file for a kind: its content type and upload media type, or the refusal. */
export function checkResourceFile(
  kind: ResourceKind,
  file: { name: string; type: string; size: number },
): { type: string; media: UploadMediaType } | { error: string } {
  const type = resourceFileType(file);
  const media = mediaTypeOf(type);
  if (!media || !acceptsType(kind, type)) return { error: KIND_FILES[kind].wrongType };
  if (file.size >= MEDIA_RULES[media].maxBytes) return { error: MEDIA_RULES[media].tooLarge };
  return { type, media };
}

/** Subjects of the resource library, in the order a school timetable lists them. */
export const RESOURCE_SUBJECTS = [
  '语文',
  '数学',
  '英语',
  '科学',
  '道德与法治',
  '音乐',
  '美术',
  '体育',
  '信息科技',
  '物理',
  '化学',
  '生物',
  '历史',
  '地理',
  '综合实践',
] as const;

/** Human file sizes: 812 KB, 3.4 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The content type of a stored format (pdf → application/pdf), for a kind's check of a file kept on edit. */
export const typeOfFormat = (format: string) => BY_EXTENSION[format] ?? '';
