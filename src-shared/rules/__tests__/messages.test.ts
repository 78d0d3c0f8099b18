import { describe, expect, it } from 'vitest';
import { Msg } from '../messages';

describe('the message catalogue', () => {
  it('asks its Chinese questions with the full-width ？ (issue 34: 加入示范学校?)', () => {
    const halfWidth = Object.entries(Msg).filter(
      ([, v]) => typeof v === 'string' && /[\u4e00-\u9fff]/.test(v) && v.includes('?'),
    );
    expect(halfWidth).toEqual([]);
  });
});
