import { describe, expect, it } from 'vitest';
import { bookTitle } from '../book-title';

describe('bookTitle', () => {
  it('wraps a bare title in 《》', () => {
    expect(bookTitle('草房子')).toBe('《草房子》');
    expect(bookTitle(' 草房子 ')).toBe('《草房子》');
  });

  it('never doubles the marks of a title that already has them', () => {
    expect(bookTitle('《草房子》')).toBe('《草房子》');
    expect(bookTitle('我读《草房子》')).toBe('我读《草房子》');
    expect(bookTitle('《我读草房子》')).toBe('《我读草房子》');
  });
});
