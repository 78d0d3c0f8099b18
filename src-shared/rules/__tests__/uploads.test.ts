import { describe, expect, it } from 'vitest';
import { Msg } from '../messages';
import {
  AVATAR_MAX_BYTES,
  checkImageFile,
  checkWorkFile,
  IMAGE_MAX_BYTES,
  MB,
  normalizeImageType,
  normalizeUploadType,
  sniffImageType,
  sniffUploadType,
} from '../uploads';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('real image types from the first bytes', () => {
  it('recognises JPEG, PNG, GIF and WebP', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, including look-alikes and truncated headers', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffImageType(bytes([0x89], 'PNG'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('declared types and client checks', () => {
  it('normalises the declared type', () => {
    expect(normalizeImageType('image/jpg')).toBe('image/jpeg');
    expect(normalizeImageType(' IMAGE/PNG ')).toBe('image/png');
    expect(normalizeImageType('image/svg+xml')).toBeNull();
    expect(normalizeImageType('application/pdf')).toBeNull();
  });

  it('words the refusals as the spec does, with "under" meaning strictly smaller', () => {
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES - 1 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBe(Msg.imageTooLarge);
    expect(checkImageFile({ type: 'text/plain', size: 10 })).toBe(Msg.imageOnly);
    expect(checkImageFile({ type: 'image/png', size: AVATAR_MAX_BYTES }, AVATAR_MAX_BYTES)).toBe(Msg.avatarTooLarge);
    expect(checkImageFile({ type: 'image/webp', size: AVATAR_MAX_BYTES - 1 }, AVATAR_MAX_BYTES)).toBeNull();
  });
});

describe('work files: videos and documents', () => {
  it('knows MP4, WebM and PDF by their first bytes, and nothing else that looks close', () => {
    const mp4 = bytes([0, 0, 0, 0x18], 'ftypmp42');
    const webm = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm');
    const mkv = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska');
    const pdf = bytes('%PDF-1.4');
    expect(sniffUploadType(mp4)).toBe('video/mp4');
    expect(sniffUploadType(webm)).toBe('video/webm');
    expect(sniffUploadType(mkv)).toBeNull();
    expect(sniffUploadType(pdf)).toBe('application/pdf');
    expect(sniffUploadType(bytes('%PD'))).toBeNull();
  });

  it('checks a picked work file by its kind and that kind’s limit', () => {
    expect(checkWorkFile({ type: 'video/mp4', size: 29 * MB })).toEqual({ media: 'VIDEO' });
    expect(checkWorkFile({ type: 'video/mp4', size: 30 * MB })).toEqual({ error: Msg.videoTooLarge });
    expect(checkWorkFile({ type: 'application/pdf', size: 10 * MB })).toEqual({ error: Msg.documentTooLarge });
    expect(checkWorkFile({ type: 'image/jpg', size: 1000 })).toEqual({ media: 'IMAGE' });
    expect(checkWorkFile({ type: 'image/png', size: 5 * MB })).toEqual({ error: Msg.imageTooLarge });
    expect(checkWorkFile({ type: 'application/zip', size: 10 })).toEqual({ error: Msg.workFileType });
    expect(normalizeUploadType('IMAGE', 'video/mp4')).toBeNull();
  });
});
