import { Msg } from './messages';

/**
 * Image upload rules (spec sections 5 and 9), shared so the client can refuse a file before sending it and the
 * server refuses the same things again (it also checks the real type from the file's first bytes).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const MB = 1024 * 1024;
/** Feedback (and other form) images: each under 5MB (a file of exactly 5MB is refused), at most 9. */
export const IMAGE_MAX_BYTES = 5 * MB;
export const FEEDBACK_MAX_IMAGES = 9;
/** Avatars: under 10MB. */
export const AVATAR_MAX_BYTES = 10 * MB;

/**
 * Works of activities also take videos and documents through the same signed path (issue 14): MP4 or WebM videos
 * under 30MB (a user's daily upload allowance is 60MB) and PDF documents under 10MB.
 */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const DOCUMENT_TYPES = ['application/pdf'] as const;
/**
 * Digital resources (issue 13) also take audio (MP3 or WAV under 20MB) and Office files (Word, Excel, PowerPoint:
 * docx, xlsx, pptx under 20MB). Office files are ZIP packages: the part names inside tell Word from Excel from PPT.
 */
export const AUDIO_TYPES = ['audio/mpeg', 'audio/wav'] as const;
export const OFFICE_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
export type UploadType =
  | ImageType
  | (typeof VIDEO_TYPES)[number]
  | (typeof DOCUMENT_TYPES)[number]
  | (typeof AUDIO_TYPES)[number]
  | (typeof OFFICE_TYPES)[number];
export const UPLOAD_MEDIA_TYPES = ['IMAGE', 'VIDEO', 'DOCUMENT', 'AUDIO', 'OFFICE'] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];
export const VIDEO_MAX_BYTES = 30 * MB;
export const DOCUMENT_MAX_BYTES = 10 * MB;
export const AUDIO_MAX_BYTES = 20 * MB;
export const OFFICE_MAX_BYTES = 20 * MB;

/** Per media type: the accepted declared types, the size limit and the messages that refuse a file. */
export const MEDIA_RULES: Record<
  UploadMediaType,
  { types: readonly UploadType[]; maxBytes: number; wrongType: string; tooLarge: string; folder: string }
> = {
  IMAGE: {
    types: IMAGE_TYPES,
    maxBytes: IMAGE_MAX_BYTES,
    wrongType: Msg.imageOnly,
    tooLarge: Msg.imageTooLarge,
    folder: 'images',
  },
  VIDEO: {
    types: VIDEO_TYPES,
    maxBytes: VIDEO_MAX_BYTES,
    wrongType: Msg.videoOnly,
    tooLarge: Msg.videoTooLarge,
    folder: 'videos',
  },
  DOCUMENT: {
    types: DOCUMENT_TYPES,
    maxBytes: DOCUMENT_MAX_BYTES,
    wrongType: Msg.documentOnly,
    tooLarge: Msg.documentTooLarge,
    folder: 'documents',
  },
  AUDIO: {
    types: AUDIO_TYPES,
    maxBytes: AUDIO_MAX_BYTES,
    wrongType: Msg.audioOnly,
    tooLarge: Msg.audioTooLarge,
    folder: 'audio',
  },
  OFFICE: {
    types: OFFICE_TYPES,
    maxBytes: OFFICE_MAX_BYTES,
    wrongType: Msg.officeOnly,
    tooLarge: Msg.officeTooLarge,
    folder: 'office',
  },
};
/** The largest file any media type accepts: the storage host's form limit. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(MEDIA_RULES).map((r) => r.maxBytes));

export const EXTENSION_OF: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/** A declared content type as one of ours ('image/jpg' is a common alias of image/jpeg), or null. */
export function normalizeImageType(type: string): ImageType | null {
  const t = type.trim().toLowerCase();
  if (t === 'image/jpg' || t === 'image/pjpeg') return 'image/jpeg';
  return (IMAGE_TYPES as readonly string[]).includes(t) ? (t as ImageType) : null;
}

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The real image type from the file's first bytes (JPEG, PNG, GIF or WebP), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** A declared content type as one the media type accepts, or null. */
export function normalizeUploadType(media: UploadMediaType, type: string): UploadType | null {
  if (media === 'IMAGE') return normalizeImageType(type);
  const t = type.trim().toLowerCase();
  return (MEDIA_RULES[media].types as readonly string[]).includes(t) ? (t as UploadType) : null;
}

/** The media type a (normalised) content type belongs to. */
export const mediaTypeOf = (type: string): UploadMediaType | null =>
  UPLOAD_MEDIA_TYPES.find((m) => normalizeUploadType(m, type)) ?? null;

/** The EBML header of a WebM file names its doctype `webm` within the first bytes. */
function hasWebmDocType(bytes: Uint8Array) {
  const head = bytes.subarray(0, 64);
  for (let i = 0; i + 4 <= head.length; i++) if (startsWith(head, ascii('webm'), i)) return true;
  return false;
}

/** Whether the bytes hold the ASCII text anywhere (a ZIP's part names are stored uncompressed). */
function contains(bytes: Uint8Array, text: string) {
  const sig = ascii(text);
  outer: for (let i = 0; i + sig.length <= bytes.length; i++) {
    for (let j = 0; j < sig.length; j++) if (bytes[i + j] !== sig[j]) continue outer;
    return true;
  }
  return false;
}

/** An Office Open XML package (a ZIP) by the main part it holds: Word, Excel or PowerPoint; null otherwise. */
function sniffOffice(bytes: Uint8Array): UploadType | null {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return null;
  if (contains(bytes, 'word/document.xml')) return OFFICE_TYPES[0];
  if (contains(bytes, 'xl/workbook.xml')) return OFFICE_TYPES[1];
  if (contains(bytes, 'ppt/presentation.xml')) return OFFICE_TYPES[2];
  return null;
}

/**
 * The real type from the file's bytes: an image type, MP4 (an ISO media `ftyp` box), WebM (an EBML header naming
 * the webm doctype), PDF, MP3 (an ID3 tag or an MPEG audio frame), WAV (RIFF/WAVE) or an Office package; null for
 * anything else.
 */
export function sniffUploadType(bytes: Uint8Array): UploadType | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'video/mp4';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && hasWebmDocType(bytes)) return 'video/webm';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, ascii('ID3')) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  return sniffOffice(bytes);
}

/** Client-side check of a picked image: the spec's message, or null when it may be uploaded. */
export function checkImageFile(file: { type: string; size: number }, maxBytes = IMAGE_MAX_BYTES): string | null {
  if (!normalizeImageType(file.type)) return Msg.imageOnly;
  if (file.size >= maxBytes) return maxBytes === AVATAR_MAX_BYTES ? Msg.avatarTooLarge : Msg.imageTooLarge;
  return null;
}

/** The media types an activity work's files may be. */
export type WorkMediaType = Exclude<UploadMediaType, 'AUDIO' | 'OFFICE'>;

/** Client-side check of a picked work file: its media type, or the message that refuses it. */
export function checkWorkFile(file: { type: string; size: number }): { media: WorkMediaType } | { error: string } {
  const media = mediaTypeOf(file.type);
  // Activity works are pictures, videos and PDFs; audio and Office files are for digital resources only.
  if (!media || media === 'AUDIO' || media === 'OFFICE') return { error: Msg.workFileType };
  if (file.size >= MEDIA_RULES[media].maxBytes) return { error: MEDIA_RULES[media].tooLarge };
  return { media };
}
