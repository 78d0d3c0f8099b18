import { Msg } from '@shared/rules/messages';

export type Level = 'pass' | 'warn' | 'fail';
export interface Outcome {
  level: Level;
  value: string;
  hint: string;
}

/** API latency (median of a few pings): under 150 ms pass, under 600 ms warn. */
export function gradeLatency(ms: number | null): Outcome {
  if (ms === null) return { level: 'fail', value: '—', hint: Msg.dcApiFail };
  const value = `${Math.round(ms)} ms`;
  if (ms < 150) return { level: 'pass', value, hint: Msg.dcApiOk };
  if (ms < 600) return { level: 'warn', value, hint: Msg.dcApiSlow };
  return { level: 'fail', value, hint: Msg.dcApiSlow };
}

/** Download speed: 8 Mbps carries an HD class video, 2 Mbps a standard one. */
export function gradeSpeed(bytes: number, ms: number): Outcome {
  const mbps = (bytes * 8) / 1e6 / Math.max(ms / 1000, 0.001);
  const value = `${mbps >= 100 ? Math.round(mbps) : mbps.toFixed(1)} Mbps`;
  if (mbps >= 8) return { level: 'pass', value, hint: Msg.dcDownloadOk };
  if (mbps >= 2) return { level: 'warn', value, hint: Msg.dcDownloadSlow };
  return { level: 'fail', value, hint: Msg.dcDownloadFail };
}

/** A getUserMedia failure, by its DOMException name. */
export function mediaError(name: string): Outcome {
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return { level: 'fail', value: '未授权', hint: Msg.dcDenied };
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return { level: 'fail', value: '未找到', hint: Msg.dcNotFound };
  if (name === 'NotReadableError' || name === 'AbortError') return { level: 'fail', value: '被占用', hint: Msg.dcBusy };
  if (name === 'Unsupported') return { level: 'warn', value: '不可用', hint: Msg.dcUnsupported };
  return { level: 'fail', value: name, hint: Msg.dcNotFound };
}

/** Physical resolution: 1280×720 is the least a class projector needs. */
export function gradeScreen(width: number, height: number, ratio: number): Outcome {
  const w = Math.round(width * ratio);
  const h = Math.round(height * ratio);
  const value = `${w} × ${h}`;
  return w >= 1280 && h >= 720
    ? { level: 'pass', value, hint: Msg.dcScreenOk }
    : { level: 'warn', value, hint: Msg.dcScreenLow };
}

/** Browser name and major version from the user agent; Chromium 100+, Firefox 100+ and Safari 15+ pass. */
export function parseBrowser(ua: string): { name: string; major: number } {
  const m = (re: RegExp) => Number(ua.match(re)?.[1] ?? 0);
  if (/Edg\//.test(ua)) return { name: 'Edge', major: m(/Edg\/(\d+)/) };
  if (/Classpro|Electron/.test(ua)) return { name: 'Classpro 客户端', major: m(/Chrome\/(\d+)/) };
  if (/Firefox\//.test(ua)) return { name: 'Firefox', major: m(/Firefox\/(\d+)/) };
  if (/Chrome\//.test(ua)) return { name: 'Chrome', major: m(/Chrome\/(\d+)/) };
  if (/Safari\//.test(ua)) return { name: 'Safari', major: m(/Version\/(\d+)/) };
  return { name: '未知浏览器', major: 0 };
}

export function gradeBrowser(ua: string): Outcome {
  const b = parseBrowser(ua);
  const value = b.major ? `${b.name} ${b.major}` : b.name;
  const min = b.name === 'Safari' ? 15 : 100;
  return b.major >= min
    ? { level: 'pass', value, hint: Msg.dcBrowserOk }
    : { level: 'warn', value, hint: Msg.dcBrowserOld };
}

export function parseSystem(ua: string): string {
  if (/Windows NT 10/.test(ua)) return 'Windows 10/11';
  if (/Windows NT/.test(ua)) return 'Windows';
  if (/Android (\d+)/.test(ua)) return `Android ${ua.match(/Android (\d+)/)![1]}`;
  if (/iPhone|iPad/.test(ua)) return 'iOS';
  if (/Mac OS X/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return '未知系统';
}

/** The overall verdict: the worst level of all items. */
export const worst = (levels: Level[]): Level =>
  levels.includes('fail') ? 'fail' : levels.includes('warn') ? 'warn' : 'pass';
