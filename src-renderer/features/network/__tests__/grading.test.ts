import { describe, expect, it } from 'vitest';
import { gradeBrowser, gradeLatency, gradeScreen, gradeSpeed, mediaError, parseSystem, worst } from '../grading';

describe('device check grading', () => {
  it('grades latency, with unreachable as fail', () => {
    expect(gradeLatency(40).level).toBe('pass');
    expect(gradeLatency(300).level).toBe('warn');
    expect(gradeLatency(900).level).toBe('fail');
    expect(gradeLatency(null)).toMatchObject({ level: 'fail', hint: '无法连接服务器，请检查网络或联系学校网管' });
  });

  it('grades the download speed in Mbps', () => {
    const mb2 = 2 * 1024 * 1024;
    expect(gradeSpeed(mb2, 1000)).toMatchObject({ level: 'pass', value: '16.8 Mbps' });
    expect(gradeSpeed(mb2, 4000).level).toBe('warn');
    expect(gradeSpeed(mb2, 20_000).level).toBe('fail');
  });

  it('explains media failures by their cause', () => {
    expect(mediaError('NotAllowedError').hint).toContain('权限');
    expect(mediaError('NotFoundError').hint).toContain('未检测到设备');
    expect(mediaError('NotReadableError').hint).toContain('占用');
    expect(mediaError('Unsupported').level).toBe('warn');
  });

  it('grades the screen by physical pixels, and the browser by version', () => {
    expect(gradeScreen(1440, 900, 1).level).toBe('pass');
    expect(gradeScreen(1024, 600, 1).level).toBe('warn');
    expect(gradeScreen(800, 450, 2).level).toBe('pass');
    expect(gradeBrowser('Mozilla/5.0 (Windows NT 10.0) Chrome/126.0 Safari/537.36')).toMatchObject({
      level: 'pass',
      value: 'Chrome 126',
    });
    expect(gradeBrowser('Mozilla/5.0 (Windows NT 10.0) Chrome/86.0 Safari/537.36 Edg/86.0').level).toBe('warn');
    expect(parseSystem('Mozilla/5.0 (Windows NT 10.0; Win64)')).toBe('Windows 10/11');
    expect(parseSystem('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBe('macOS');
  });

  it('the verdict is the worst item', () => {
    expect(worst(['pass', 'pass'])).toBe('pass');
    expect(worst(['pass', 'warn'])).toBe('warn');
    expect(worst(['warn', 'fail', 'pass'])).toBe('fail');
  });
});
