import { describe, expect, it } from 'vitest';
import { Msg } from '../messages';
import { checkResourceFile, fileSizeText, resourceFileType } from '../resources';
import { MB, sniffUploadType } from '../uploads';

const bytes = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
const zipWith = (part: string) => bytes(`PK\x03\x04${'\0'.repeat(26)}${part}<xml/>`);

describe('resource files', () => {
  it('sniffs audio and tells Word, Excel and PowerPoint packages apart by their parts', () => {
    expect(sniffUploadType(bytes('ID3\x04\0\0'))).toBe('audio/mpeg');
    expect(sniffUploadType(Uint8Array.from([0xff, 0xfb, 0x90, 0x00]))).toBe('audio/mpeg');
    expect(sniffUploadType(bytes('RIFF\x24\0\0\0WAVEfmt '))).toBe('audio/wav');
    expect(sniffUploadType(zipWith('word/document.xml'))).toContain('wordprocessingml');
    expect(sniffUploadType(zipWith('xl/workbook.xml'))).toContain('spreadsheetml');
    expect(sniffUploadType(zipWith('ppt/presentation.xml'))).toContain('presentationml');
    expect(sniffUploadType(zipWith('content.xml'))).toBeNull();
    // A JPEG still reads as a JPEG, not as MPEG audio.
    expect(sniffUploadType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('declares the type from the extension when the browser says nothing', () => {
    expect(resourceFileType({ name: '教案.DOCX', type: '' })).toContain('wordprocessingml');
    expect(resourceFileType({ name: 'a.mp3', type: 'audio/mp3' })).toBe('audio/mpeg');
    expect(resourceFileType({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
  });

  it('refuses a file the kind does not take, or one too large, with the rule’s words', () => {
    expect(checkResourceFile('VIDEO', { name: 'a.pdf', type: 'application/pdf', size: 10 })).toEqual({
      error: Msg.resourceVideoOnly,
    });
    expect(checkResourceFile('COURSEWARE', { name: 'a.pdf', type: 'application/pdf', size: 10 * MB })).toEqual({
      error: Msg.documentTooLarge,
    });
    expect(checkResourceFile('COURSEWARE', { name: 'a.pptx', type: '', size: 19 * MB })).toMatchObject({
      media: 'OFFICE',
    });
    expect(checkResourceFile('IMAGE', { name: 'a.png', type: 'image/png', size: 100 })).toEqual({
      type: 'image/png',
      media: 'IMAGE',
    });
  });

  it('says sizes as teachers read them', () => {
    expect(fileSizeText(900)).toBe('900 B');
    expect(fileSizeText(2300)).toBe('2 KB');
    expect(fileSizeText(3.45 * MB)).toBe('3.5 MB');
  });
});
