import { describe, expect, it, vi } from 'vitest';
import { electronUpdaterPort, releaseNotesText } from '../../adapters/electron-updater';
import { loadChannelConfig } from '../channel-config';
import { buildDeviceReport, type DeviceSources } from '../device-report';
import { processLister } from '../process-list';
import { fetchLatestRecord } from '../version-record';
import { record } from './fakes';

describe('channel file', () => {
  it('reads and validates the shipped file', () => {
    const read = vi.fn(() => '{"channel":"wenxuan","watermark":true}');
    expect(loadChannelConfig(read, '/res/channel.json')).toEqual({ channel: 'wenxuan', watermark: true });
    expect(read).toHaveBeenCalledWith('/res/channel.json');
  });

  it('falls back to cuiya when the file is missing or broken, and says why', () => {
    const warn = vi.fn();
    const missing = () => {
      throw new Error('ENOENT');
    };
    expect(loadChannelConfig(missing, '/res/channel.json', warn)).toEqual({ channel: 'cuiya' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ENOENT'));
    expect(loadChannelConfig(() => '{oops', '/x')).toEqual({ channel: 'cuiya' });
  });
});

describe('device report', () => {
  const sources = (over: Partial<DeviceSources> = {}): DeviceSources => ({
    os: {
      platform: () => 'win32',
      release: () => '10.0.22631',
      arch: () => 'x64',
      cpus: () => [{ model: ' Intel(R) Core(TM) i5-10400 ' }, { model: 'x' }],
      totalmem: () => 16 * 1024 * 1024 * 1024,
      freemem: () => 6.5 * 1024 * 1024 * 1024,
      networkInterfaces: () => ({ lo: [{ internal: true }], 以太网: [{ internal: false }], wlan0: undefined }),
    },
    displays: () => [{ size: { width: 1920, height: 1080 }, scaleFactor: 1.25 }],
    gpuFeatureStatus: () => ({ webgl: 'enabled', rasterization: 'disabled_software' }),
    mediaAccessStatus: (type) => (type === 'camera' ? 'granted' : 'denied'),
    isOnline: () => true,
    ...over,
  });

  it('reports system, memory, displays, GPU, camera and microphone, and network', () => {
    expect(buildDeviceReport(sources())).toEqual({
      system: {
        platform: 'win32',
        release: '10.0.22631',
        arch: 'x64',
        cpus: 2,
        cpuModel: 'Intel(R) Core(TM) i5-10400',
      },
      memory: { totalMb: 16384, freeMb: 6656 },
      displays: [{ width: 1920, height: 1080, scaleFactor: 1.25 }],
      gpu: { webgl: 'enabled', rasterization: 'disabled_software' },
      media: { camera: true, microphone: false },
      network: { online: true, interfaces: ['以太网'] },
    });
  });

  it('says null for camera and microphone where the system cannot tell', () => {
    expect(buildDeviceReport(sources({ mediaAccessStatus: undefined })).media).toEqual({
      camera: null,
      microphone: null,
    });
    const throwing = () => {
      throw new Error('not supported');
    };
    expect(buildDeviceReport(sources({ mediaAccessStatus: throwing })).media.camera).toBeNull();
    expect(buildDeviceReport(sources({ mediaAccessStatus: () => 'not-determined' })).media.camera).toBeNull();
  });
});

describe('version record fetch', () => {
  it('asks the API host with our version and platform and validates the answer', async () => {
    const fetch = vi.fn(async (_url: string) => ({ ok: true, json: async () => ({ code: 200, data: record() }) }));
    expect(
      await fetchLatestRecord(fetch, 'https://api.example.cn/', { currentVersion: '1.0.0', platform: 'win32' }),
    ).toEqual(record());
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example.cn/api/v2/comm/vt/getLastAppVersion?currentVersion=1.0.0&platform=win32',
    );
  });

  it('gives null for transport errors, business errors and malformed data', async () => {
    const answer =
      (body: unknown, ok = true) =>
      async () => ({ ok, json: async () => body });
    const q = { currentVersion: '1.0.0', platform: 'freebsd' };
    expect(await fetchLatestRecord(answer({ code: 200, data: record() }, false), 'h', q)).toBeNull();
    expect(await fetchLatestRecord(answer({ code: 500, data: null }), 'h', q)).toBeNull();
    expect(await fetchLatestRecord(answer({ code: 200, data: { version: 1 } }), 'h', q)).toBeNull();
    expect(await fetchLatestRecord(answer({ code: 200, data: null }), 'h', q)).toBeNull();
    expect(await fetchLatestRecord(() => Promise.reject(new Error('offline')), 'h', q)).toBeNull();
  });
});

describe('electron-updater adapter', () => {
  it('turns list and HTML release notes into plain text', () => {
    expect(releaseNotesText('<p>修复问题</p><ul><li>更快</li><li>更稳</li></ul>')).toBe('修复问题\n更快\n更稳');
    expect(
      releaseNotesText([
        { version: '1.1.0', note: 'a' },
        { version: '1.2.0', note: null },
      ]),
    ).toBe('a');
    expect(releaseNotesText(null)).toBeUndefined();
    expect(releaseNotesText('   ')).toBeUndefined();
  });

  it('never downloads or installs on its own; maps check, download with cancel, progress and errors', async () => {
    const listeners = new Map<string, (arg: unknown) => void>();
    const token = { cancel: vi.fn() };
    const updater = {
      autoDownload: true,
      autoInstallOnAppQuit: true,
      checkForUpdates: vi.fn(async () => ({ updateInfo: { version: '1.2.0', releaseNotes: 'x' } })),
      downloadUpdate: vi.fn(async () => ['/tmp/setup.exe']),
      quitAndInstall: vi.fn(),
      on: vi.fn((event: string, fn: (arg: unknown) => void) => listeners.set(event, fn)),
    };
    const port = electronUpdaterPort(updater as never, () => token as never);
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(await port.checkForUpdates()).toEqual({ version: '1.2.0', releaseNotes: 'x' });
    updater.checkForUpdates.mockResolvedValueOnce(null as never);
    expect(await port.checkForUpdates()).toBeNull();

    const handle = port.download();
    expect(updater.downloadUpdate).toHaveBeenCalledWith(token);
    handle.cancel();
    expect(token.cancel).toHaveBeenCalled();

    const progress = vi.fn();
    const errors = vi.fn();
    port.onProgress(progress);
    port.onError(errors);
    listeners.get('download-progress')!({ percent: 42.5 });
    listeners.get('error')!(new Error('boom'));
    expect(progress).toHaveBeenCalledWith(42.5);
    expect(errors).toHaveBeenCalledWith(new Error('boom'));
    port.quitAndInstall();
    expect(updater.quitAndInstall).toHaveBeenCalledWith(false, true);
  });
});

describe('process lister', () => {
  it('uses tasklist on Windows and ps elsewhere, and gives an empty list on failure', async () => {
    const calls: string[] = [];
    const exec = (file: string, args: string[], cb: (e: Error | null, out: string) => void) => {
      calls.push([file, ...args].join(' '));
      cb(null, file === 'tasklist' ? '"obs64.exe","1","Console","1","1 K"\r\n' : '/usr/bin/obs\n');
    };
    expect(await processLister('win32', exec)()).toEqual(['obs64.exe']);
    expect(await processLister('linux', exec)()).toEqual(['/usr/bin/obs']);
    expect(calls).toEqual(['tasklist /fo csv /nh', 'ps -A -o comm=']);
    expect(await processLister('darwin', (_f, _a, cb) => cb(new Error('EPERM'), ''))()).toEqual([]);
  });
});
