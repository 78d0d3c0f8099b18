import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_METHODS, eventChannel, INVOKE_METHODS, invokeChannel } from '@shared/desktop-api';
import { resolveAppRequest } from '../app-request';
import { isTrustedSender, parseCheckArg, registerIpc, type Handlers, type IpcEventLike } from '../ipc';
import {
  allowPermission,
  APP_ORIGIN,
  CONTENT_SECURITY_POLICY,
  decideWindowOpen,
  helpWindowOptions,
  isAppUrl,
  mainWindowOptions,
} from '../security';

const SECURE = { contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true };

describe('window options', () => {
  it('the main window and the help popup are isolated, sandboxed, without Node, with web security', () => {
    for (const opts of [mainWindowOptions({ preload: '/p.cjs' }), helpWindowOptions({ preload: '/p.cjs' })]) {
      expect(opts.webPreferences).toMatchObject({
        ...SECURE,
        preload: '/p.cjs',
        nodeIntegrationInSubFrames: false,
        nodeIntegrationInWorker: false,
        allowRunningInsecureContent: false,
        webviewTag: false,
      });
    }
    expect(mainWindowOptions({ preload: '/p.cjs' }).show).toBe(false);
  });

  it('the CSP header says what the renderer meta tag says, and forbids framing', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../../src-renderer/index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBeTruthy();
    for (const directive of meta!.split(';').map((d) => d.trim())) expect(CONTENT_SECURITY_POLICY).toContain(directive);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
    // No JavaScript eval; WebAssembly compilation only ('wasm-unsafe-eval', for the Python screens' Pyodide).
    expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
  });
});

describe('navigation and new windows', () => {
  it('knows our own content by scheme and host', () => {
    expect(isAppUrl('app://classpro/index.html#/classpro', APP_ORIGIN)).toBe(true);
    expect(isAppUrl('app://evil/index.html', APP_ORIGIN)).toBe(false);
    expect(isAppUrl('https://classpro/index.html', APP_ORIGIN)).toBe(false);
    expect(isAppUrl('file:///etc/passwd', APP_ORIGIN)).toBe(false);
    expect(isAppUrl('not a url', APP_ORIGIN)).toBe(false);
    expect(isAppUrl('http://localhost:5173/#/help', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
  });

  it('allows only the help popup; opens http(s) links outside; denies everything else', () => {
    expect(decideWindowOpen('app://classpro/index.html#/help', APP_ORIGIN)).toEqual({ action: 'help' });
    expect(decideWindowOpen('app://classpro/index.html#/help?from=nav', APP_ORIGIN)).toEqual({ action: 'help' });
    expect(decideWindowOpen('app://classpro/index.html#/classpro', APP_ORIGIN)).toEqual({ action: 'deny' });
    expect(decideWindowOpen('https://www.classpro.cn/download', APP_ORIGIN)).toEqual({
      action: 'external',
      url: 'https://www.classpro.cn/download',
    });
    expect(decideWindowOpen('http://example.org/a', APP_ORIGIN).action).toBe('external');
    for (const url of ['file:///C:/Windows/system32/calc.exe', 'javascript:alert(1)', 'smb://host/share', 'x']) {
      expect(decideWindowOpen(url, APP_ORIGIN)).toEqual({ action: 'deny' });
    }
  });

  it('grants a few permissions to our pages only', () => {
    expect(allowPermission('media', 'app://classpro/index.html', APP_ORIGIN)).toBe(true);
    expect(allowPermission('media', 'https://evil.example/', APP_ORIGIN)).toBe(false);
    expect(allowPermission('openExternal', 'app://classpro/index.html', APP_ORIGIN)).toBe(false);
    expect(allowPermission('hid', 'app://classpro/index.html', APP_ORIGIN)).toBe(false);
  });
});

describe('the app scheme', () => {
  const opts = { host: 'classpro', rendererDir: '/opt/classpro/out/renderer', apiBase: 'https://api.example.cn/' };

  it('serves renderer files with their type, index.html for the root', () => {
    expect(resolveAppRequest('app://classpro/', opts)).toEqual({
      kind: 'file',
      path: '/opt/classpro/out/renderer/index.html',
      mime: 'text/html; charset=utf-8',
      html: true,
    });
    expect(resolveAppRequest('app://classpro/assets/index-abc.js', opts)).toMatchObject({
      kind: 'file',
      path: '/opt/classpro/out/renderer/assets/index-abc.js',
      mime: 'text/javascript; charset=utf-8',
      html: false,
    });
  });

  it('never leaves the renderer folder', () => {
    for (const url of [
      'app://classpro/../../etc/passwd',
      'app://classpro/%2e%2e/%2e%2e/etc/passwd',
      'app://classpro/assets/..%2f..%2f..%2fetc%2fpasswd',
      'app://classpro/a%00.html',
      'app://classpro/%E0%A4%A',
      'app://other/index.html',
    ]) {
      const r = resolveAppRequest(url, opts);
      if (r.kind === 'file') expect(r.path.startsWith('/opt/classpro/out/renderer/')).toBe(true);
      else expect(r.kind).toBe('not-found');
    }
    expect(resolveAppRequest('app://classpro/assets/..%2f..%2f..%2fetc%2fpasswd', opts).kind).toBe('not-found');
  });

  it('passes API paths to the API host with their query', () => {
    expect(resolveAppRequest('app://classpro/api/v2/user/getUserInfo?userType=ASSISTANT', opts)).toEqual({
      kind: 'proxy',
      target: 'https://api.example.cn/api/v2/user/getUserInfo?userType=ASSISTANT',
    });
    expect(resolveAppRequest('app://classpro/aicenter/user/login', opts).kind).toBe('proxy');
    expect(resolveAppRequest('app://classpro/files/covers/book-1.svg', opts).kind).toBe('proxy');
    expect(resolveAppRequest('app://classpro/apiary.js', opts).kind).toBe('file');
  });
});

describe('IPC sender check', () => {
  const ours = new Set([7]);
  const policy = { appOrigin: APP_ORIGIN, isOurWebContents: (id: number) => ours.has(id) };
  const event = (over: Partial<IpcEventLike> = {}): IpcEventLike => ({
    sender: { id: 7 },
    senderFrame: { url: 'app://classpro/index.html#/classpro', parent: null },
    ...over,
  });

  it('trusts the top frame of our window showing our app, and nothing else', () => {
    expect(isTrustedSender(event(), policy)).toBe(true);
    expect(isTrustedSender(event({ sender: { id: 8 } }), policy)).toBe(false);
    expect(isTrustedSender(event({ senderFrame: { url: 'https://evil.example/', parent: null } }), policy)).toBe(false);
    expect(isTrustedSender(event({ senderFrame: { url: 'app://classpro/index.html', parent: {} } }), policy)).toBe(
      false,
    );
    expect(isTrustedSender(event({ senderFrame: null }), policy)).toBe(false);
  });

  it('registers every bridge call behind the check: a foreign sender is refused and the handler never runs', async () => {
    const registered = new Map<string, (e: IpcEventLike, arg?: unknown) => unknown>();
    const ipc = { handle: (c: string, fn: (e: IpcEventLike, arg?: unknown) => unknown) => registered.set(c, fn) };
    const handlers = Object.fromEntries(
      INVOKE_METHODS.map((m) => [m, vi.fn(() => `ran ${invokeChannel(m)}`)]),
    ) as unknown as Handlers;
    const refused: string[] = [];
    registerIpc(ipc, handlers, policy, (c) => refused.push(c));

    expect([...registered.keys()].sort()).toEqual(
      Object.keys(handlers)
        .map((m) => invokeChannel(m as never))
        .sort(),
    );
    for (const channel of registered.keys()) expect(channel.startsWith('app:')).toBe(true);

    const call = (channel: string, e: IpcEventLike, arg?: unknown) => registered.get(channel)!(e, arg);
    expect(call(invokeChannel('getAppInfo'), event())).toBe('ran app:get-app-info');
    const foreign = event({ senderFrame: { url: 'https://evil.example/', parent: null } });
    expect(() => call(invokeChannel('quitAndInstall'), foreign)).toThrow(/not this app/);
    expect(() => call(invokeChannel('emergencyRestore'), event({ sender: { id: 99 } }))).toThrow(/not this app/);
    expect(handlers.quitAndInstall).not.toHaveBeenCalled();
    expect(handlers.emergencyRestore).not.toHaveBeenCalled();
    expect(refused).toEqual([invokeChannel('quitAndInstall'), invokeChannel('emergencyRestore')]);
  });

  it('refuses to register a channel without the app: prefix', () => {
    expect(() => registerIpc({ handle: () => undefined }, { 'get-secrets': () => 1 } as never, policy)).toThrow(
      /prefix/,
    );
  });

  it('reads the check argument strictly', () => {
    expect(parseCheckArg({ manual: true })).toEqual({ manual: true });
    expect(parseCheckArg({ manual: 'yes' })).toEqual({ manual: false });
    expect(parseCheckArg(undefined)).toEqual({ manual: false });
  });
});

describe('handlers typed by the contract', () => {
  it('derives every channel from a method name, app:-prefixed and unique', () => {
    const channels = [...INVOKE_METHODS.map(invokeChannel), ...EVENT_METHODS.map(eventChannel)];
    expect(new Set(channels).size).toBe(channels.length);
    expect(invokeChannel('checkForUpdate')).toBe('app:check-for-update');
    expect(eventChannel('onUpdateState')).toBe('app:update-state');
  });

  it('refuses, at compile time, a handler that answers the wrong shape', () => {
    // @ts-expect-error getAppInfo answers an AppInfo, not a number: tsc fails if Handlers stops checking results.
    const wrong: Handlers['getAppInfo'] = () => 5;
    const right: Handlers['listOfflineBooks'] = async () => [];
    expect(typeof wrong).toBe('function');
    expect(typeof right).toBe('function');
  });
});
