import { describe, expect, it } from 'vitest';
import { parseChannelConfig } from '../../desktop-api';

describe('the channel file', () => {
  it('accepts a known channel with menu flags and the watermark flag', () => {
    expect(parseChannelConfig({ channel: 'wenxuan', menu: { recommend: 1, aiCourse: 0 }, watermark: true })).toEqual({
      channel: 'wenxuan',
      menu: { recommend: 1, aiCourse: 0 },
      watermark: true,
    });
  });

  it('falls back to cuiya for anything unusable and drops bad menu entries', () => {
    expect(parseChannelConfig(null)).toEqual({ channel: 'cuiya' });
    expect(parseChannelConfig('wenxuan')).toEqual({ channel: 'cuiya' });
    expect(parseChannelConfig({ channel: 'evil' })).toEqual({ channel: 'cuiya' });
    expect(parseChannelConfig({ channel: 'aigc', menu: { ok: 1, bad: 2, 'x-y': 1 }, watermark: 'yes' })).toEqual({
      channel: 'aigc',
      menu: { ok: 1 },
    });
  });
});
