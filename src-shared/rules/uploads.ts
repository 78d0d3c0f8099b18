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

export const EXTENSION_OF: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
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

/** Client-side check of a picked image: the spec's message, or null when it may be uploaded. */
export function checkImageFile(file: { type: string; size: number }, maxBytes = IMAGE_MAX_BYTES): string | null {
  if (!normalizeImageType(file.type)) return Msg.imageOnly;
  if (file.size >= maxBytes) return maxBytes === AVATAR_MAX_BYTES ? Msg.avatarTooLarge : Msg.imageTooLarge;
  return null;
}
