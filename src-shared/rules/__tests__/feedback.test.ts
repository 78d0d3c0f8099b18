import { describe, expect, it } from 'vitest';
import { charCount, checkFeedback, splitAttachments } from '../feedback';
import { Msg } from '../messages';

const ok = { content: '建议增加夜间模式', userType: 'TEACHER', imageCount: 0 };

describe('feedback form', () => {
  it('accepts a complete form', () => {
    expect(checkFeedback(ok)).toBeNull();
    expect(checkFeedback({ ...ok, content: '字'.repeat(400), imageCount: 9 })).toBeNull();
  });

  it('checks in the form order with the spec messages', () => {
    expect(checkFeedback({ ...ok, content: '  ', userType: null, imageCount: 10 })).toBe(Msg.feedbackRequired);
    expect(checkFeedback({ ...ok, content: '字'.repeat(401) })).toBe(Msg.feedbackTooLong);
    expect(checkFeedback({ ...ok, userType: undefined })).toBe(Msg.identityRequired);
    expect(checkFeedback({ ...ok, userType: 'PARENT' })).toBe(Msg.identityRequired);
    expect(checkFeedback({ ...ok, imageCount: 10 })).toBe(Msg.imageTooMany);
  });

  it('counts characters as people do', () => {
    expect(charCount('👍好')).toBe(2);
    expect(checkFeedback({ ...ok, content: '👍'.repeat(400) })).toBeNull();
  });

  it('splits comma-joined attachments and ignores blanks', () => {
    expect(splitAttachments(' /a.png, ,/b.png,')).toEqual(['/a.png', '/b.png']);
    expect(splitAttachments('')).toEqual([]);
  });
});
