import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventChannel, invokeChannel, type DesktopApi } from '@shared/desktop-api';

const exposed: [string, unknown][] = [];
const invoke = vi.fn(async (..._args: unknown[]) => 'answer');
const on = vi.fn();
const removeListener = vi.fn();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.push([key, api]) },
  ipcRenderer: { invoke, on, removeListener, send: vi.fn() },
}));

let api: DesktopApi;
beforeAll(async () => {
  await import('../index');
  api = exposed[0]![1] as DesktopApi;
});

describe('the preload bridge', () => {
  it('exposes one object, window.desktop, made of named functions only', () => {
    expect(exposed.map(([key]) => key)).toEqual(['desktop']);
    for (const [name, value] of Object.entries(api)) expect(typeof value, name).toBe('function');
    expect(Object.keys(api)).not.toContain('ipcRenderer');
    expect(JSON.stringify(Object.keys(api))).not.toMatch(/invoke|send|ipc/i);
  });

  it('keeps the names the renderer team relies on', () => {
    expect(Object.keys(api)).toEqual(
      expect.arrayContaining(['getAppInfo', 'getChannelConfig', 'triggerIntelligentDetection']),
    );
  });

  it('calls main only on app: channels, passing a clean argument', async () => {
    await api.getAppInfo();
    await api.getChannelConfig();
    await api.triggerIntelligentDetection();
    await api.checkForUpdate({ manual: true, extra: 'x' } as never);
    await api.startUpdate();
    await api.deferUpdate();
    await api.cancelUpdate();
    await api.quitAndInstall();
    await api.getUpdateState();
    await api.getProtectionState();
    await api.emergencyRestore();
    const channels = invoke.mock.calls.map((c) => c[0] as string);
    expect(channels.every((c) => c.startsWith('app:'))).toBe(true);
    expect(new Set(channels).size).toBe(11);
    expect(invoke).toHaveBeenCalledWith(invokeChannel('checkForUpdate'), { manual: true });
  });

  it('subscriptions hand over the payload only (never the IPC event) and can be undone', () => {
    const listener = vi.fn();
    const off = api.onUpdateState(listener);
    const [channel, wrapped] = on.mock.calls.at(-1)!;
    expect(channel).toBe(eventChannel('onUpdateState'));
    (wrapped as (e: unknown, p: unknown) => void)({ sender: 'secret' }, { status: 1 });
    expect(listener).toHaveBeenCalledWith({ status: 1 });
    off();
    expect(removeListener).toHaveBeenCalledWith(eventChannel('onUpdateState'), wrapped);
    api.onProtection(vi.fn());
    expect(on.mock.calls.at(-1)![0]).toBe(eventChannel('onProtection'));
  });
});
