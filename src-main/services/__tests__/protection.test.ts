import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProtectionEvent } from '@shared/desktop-api';
import { Protection } from '@shared/rules/protection';
import { ProtectionService } from '../protection';
import { matchRecorders, normalizeProcessName, parsePs, parseTasklist } from '../recorders';
import { classifyShortcut, type KeyInput } from '../shortcuts';

const key = (over: Partial<KeyInput>): KeyInput => ({
  type: 'keyDown',
  key: '',
  code: '',
  shift: false,
  control: false,
  alt: false,
  meta: false,
  ...over,
});
const PRINT = key({ key: 'PrintScreen', code: 'PrintScreen' });
const RESTORE = key({ key: 'R', code: 'KeyR', control: true, shift: true, alt: true });

describe('shortcut matcher', () => {
  it('sees PrintScreen on key-down and key-up (Windows often sends only the key-up), with any modifier', () => {
    expect(classifyShortcut(PRINT, 'win32')).toBe('screenshot');
    expect(classifyShortcut({ ...PRINT, type: 'keyUp' }, 'win32')).toBe('screenshot');
    expect(classifyShortcut({ ...PRINT, alt: true }, 'win32')).toBe('screenshot');
    expect(classifyShortcut({ ...PRINT, type: 'char' }, 'win32')).toBeNull();
    expect(classifyShortcut(PRINT, 'linux')).toBe('screenshot');
  });

  it('sees Win+Shift+S on Windows and Linux, and Cmd+Shift+3/4/5 on macOS', () => {
    const winS = key({ key: 'S', code: 'KeyS', meta: true, shift: true });
    expect(classifyShortcut(winS, 'win32')).toBe('screenshot');
    expect(classifyShortcut(winS, 'linux')).toBe('screenshot');
    for (const d of ['3', '4', '5']) {
      expect(classifyShortcut(key({ key: d, code: `Digit${d}`, meta: true, shift: true }), 'darwin')).toBe(
        'screenshot',
      );
    }
    // Cmd+Ctrl+Shift+4 copies to the clipboard: still a screenshot.
    expect(classifyShortcut(key({ key: '$', code: 'Digit4', meta: true, shift: true, control: true }), 'darwin')).toBe(
      'screenshot',
    );
  });

  it('ignores ordinary typing and near misses', () => {
    expect(classifyShortcut(key({ key: 's', code: 'KeyS', shift: true }), 'win32')).toBeNull();
    expect(classifyShortcut(key({ key: '3', code: 'Digit3', meta: true }), 'darwin')).toBeNull();
    expect(classifyShortcut(key({ key: '3', code: 'Digit3', meta: true, shift: true }), 'win32')).toBeNull();
    expect(classifyShortcut(key({ key: 'R', code: 'KeyR', control: true, shift: true }), 'win32')).toBeNull();
  });

  it('sees the emergency restore chord Ctrl+Shift+Alt+R', () => {
    expect(classifyShortcut(RESTORE, 'win32')).toBe('restore');
    expect(classifyShortcut(RESTORE, 'darwin')).toBe('restore');
    expect(classifyShortcut({ ...RESTORE, type: 'keyUp' }, 'win32')).toBeNull();
  });
});

describe('recorder matcher', () => {
  it('finds known recorders by process name, whatever the case, path or .exe', () => {
    expect(normalizeProcessName('C:\\Program Files\\obs-studio\\bin\\64bit\\obs64.exe')).toBe('obs64');
    expect(
      matchRecorders(['explorer.exe', 'OBS64.EXE', 'Bandicam.exe', 'CamtasiaStudio.exe', '/usr/bin/obs', 'code']),
    ).toEqual(['Bandicam', 'Camtasia', 'OBS Studio']);
    expect(matchRecorders(['EVCapture.exe', '/Applications/Kap.app/Contents/MacOS/Kap'])).toEqual(['EV录屏', 'Kap']);
  });

  it('leaves ordinary programs alone', () => {
    expect(matchRecorders(['chrome.exe', 'ffmpeg', 'Recorder', 'obsidian', 'WeChat.exe', 'bash'])).toEqual([]);
  });

  it('parses tasklist CSV and ps output', () => {
    const tasklist =
      '"System Idle Process","0","Services","0","8 K"\r\n"obs64.exe","4242","Console","1","120,000 K"\r\n';
    expect(parseTasklist(tasklist)).toEqual(['System Idle Process', 'obs64.exe']);
    expect(parsePs('  /sbin/init\nobs\n\n/usr/bin/kazam\n')).toEqual(['/sbin/init', 'obs', '/usr/bin/kazam']);
  });
});

describe('protection service', () => {
  let events: ProtectionEvent[];
  let contentProtection: boolean[];
  let processes: string[];
  let svc: ProtectionService;

  const make = (platform = 'win32', watermark = false) => {
    svc = new ProtectionService({
      platform,
      watermark,
      listProcesses: async () => processes,
      setContentProtection: (on) => contentProtection.push(on),
      emit: (e) => events.push(e),
      pollMs: Protection.processPollMs,
    });
    return svc;
  };
  const last = () => events[events.length - 1]!;
  /** Advances fake time and lets the poll's promise settle. */
  const tick = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    events = [];
    contentProtection = [];
    processes = ['explorer.exe'];
  });
  afterEach(() => {
    svc?.stop();
    vi.useRealTimers();
  });

  it('turns content protection on at start on Windows and macOS, not on Linux', async () => {
    make('win32').start();
    expect(contentProtection).toEqual([true]);
    expect(svc.snapshot().contentProtected).toBe(true);
    svc.stop();
    contentProtection = [];
    make('darwin').start();
    expect(contentProtection).toEqual([true]);
    svc.stop();
    contentProtection = [];
    make('linux').start();
    expect(contentProtection).toEqual([]);
    expect(svc.snapshot()).toEqual({ state: 'none', blackout: false, watermark: false, contentProtected: false });
  });

  it('the watermark is off by default and follows the channel flag', () => {
    expect(make('win32').snapshot().watermark).toBe(false);
    expect(make('win32', true).snapshot().watermark).toBe(true);
  });

  it('PrintScreen makes the state suspected with a 3000 ms black screen, then back to none', async () => {
    make('linux').start();
    await tick(0);
    expect(svc.handleInput(PRINT)).toBe('screenshot');
    expect(last()).toEqual({
      state: 'suspected',
      blackout: true,
      blackoutMs: 3000,
      watermark: false,
      contentProtected: false,
      reason: 'shortcut',
    });
    await tick(2999);
    expect(last().blackout).toBe(true);
    await tick(1);
    expect(last()).toMatchObject({ state: 'none', blackout: false, reason: 'timer' });
  });

  it('a second screenshot restarts the 3000 ms', async () => {
    make().start();
    svc.handleInput(PRINT);
    await tick(2000);
    svc.handleInput({ ...PRINT, type: 'keyUp' });
    await tick(2000);
    expect(last().blackout).toBe(true);
    await tick(1000);
    expect(last()).toMatchObject({ state: 'none', blackout: false });
  });

  it('a recorder process makes the state suspected, confirmed recording on the next poll, until it stops', async () => {
    make().start();
    await tick(0);
    expect(events).toEqual([]);
    processes = ['explorer.exe', 'obs64.exe'];
    await tick(Protection.processPollMs);
    expect(last()).toMatchObject({ state: 'suspected', blackout: false, reason: 'process', processes: ['OBS Studio'] });
    await tick(Protection.processPollMs);
    expect(last()).toMatchObject({ state: 'recording', blackout: true, processes: ['OBS Studio'] });
    // Confirmed recording persists: screenshots and the timer do not end it.
    svc.handleInput(PRINT);
    await tick(Protection.blackoutMs + Protection.processPollMs * 3);
    expect(last()).toMatchObject({ state: 'recording', blackout: true });
    const count = events.length;
    processes = ['explorer.exe'];
    await tick(Protection.processPollMs);
    expect(events.length).toBe(count + 1);
    expect(last()).toEqual({
      state: 'none',
      blackout: false,
      watermark: false,
      contentProtected: true,
      reason: 'process',
    });
  });

  it('a recorder seen once only (a transient) goes back to none', async () => {
    make().start();
    processes = ['Bandicam.exe'];
    await tick(Protection.processPollMs);
    expect(last().state).toBe('suspected');
    processes = [];
    await tick(Protection.processPollMs);
    expect(last()).toMatchObject({ state: 'none', blackout: false });
  });

  it('survives a failing process list', async () => {
    make();
    svc = new ProtectionService({
      platform: 'win32',
      watermark: false,
      listProcesses: () => Promise.reject(new Error('tasklist missing')),
      setContentProtection: () => undefined,
      emit: (e) => events.push(e),
    });
    svc.start();
    await tick(Protection.processPollMs * 2);
    expect(events).toEqual([]);
  });

  it('emergency restore clears every effect and says so; the same recorder is let be until it exits', async () => {
    make('win32', true).start();
    processes = ['obs64.exe'];
    await tick(Protection.processPollMs * 2);
    expect(last()).toMatchObject({ state: 'recording', blackout: true, watermark: true, contentProtected: true });
    expect(svc.handleInput(RESTORE)).toBe('restore');
    expect(last()).toEqual({
      state: 'none',
      blackout: false,
      watermark: false,
      contentProtected: false,
      reason: 'restore',
      restored: true,
    });
    expect(contentProtection).toEqual([true, false]);
    const count = events.length;
    await tick(Protection.processPollMs * 3);
    expect(events.length).toBe(count);
    // It exits and starts again later: that counts again, and re-arms everything.
    processes = [];
    await tick(Protection.processPollMs);
    processes = ['obs64.exe'];
    await tick(Protection.processPollMs);
    expect(last()).toMatchObject({ state: 'suspected', watermark: true, contentProtected: true });
    expect(contentProtection).toEqual([true, false, true]);
  });

  it('emergency restore during a screenshot black screen ends it at once, and the timer stays quiet', async () => {
    make('linux').start();
    svc.handleInput(PRINT);
    svc.emergencyRestore();
    expect(last()).toMatchObject({ state: 'none', blackout: false, restored: true });
    const count = events.length;
    await tick(Protection.blackoutMs * 2);
    expect(events.length).toBe(count);
  });

  it('skips a poll while the previous one is still running', async () => {
    let calls = 0;
    svc = new ProtectionService({
      platform: 'linux',
      watermark: false,
      listProcesses: () => {
        calls++;
        return new Promise(() => undefined);
      },
      setContentProtection: () => undefined,
      emit: () => undefined,
    });
    svc.start();
    await tick(Protection.processPollMs * 3);
    expect(calls).toBe(1);
  });
});
