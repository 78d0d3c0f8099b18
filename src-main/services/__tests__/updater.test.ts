import { beforeEach, describe, expect, it } from 'vitest';
import type { AppVersionRecord } from '@shared/api/app-version';
import type { UpdateState } from '@shared/desktop-api';
import { Msg } from '@shared/rules/messages';
import { UpdaterService, updateErrorMessage } from '../updater';
import { FakeUpdaterPort, flush, record } from './fakes';

let port: FakeUpdaterPort;
let latest: AppVersionRecord | null;
let seen: UpdateState[];
let svc: UpdaterService;
let asked: string[];

beforeEach(() => {
  port = new FakeUpdaterPort();
  latest = record();
  seen = [];
  asked = [];
  svc = new UpdaterService({
    port,
    currentVersion: '1.0.0',
    fetchLatestRecord: async (v) => {
      asked.push(v);
      return latest;
    },
  });
  svc.onState((s) => seen.push(s));
});

const statuses = () => seen.map((s) => s.status);

describe('checking', () => {
  it('starts idle and offers a newer version as status 1 with the record notes', async () => {
    expect(svc.getState()).toEqual({ status: 0, currentVersion: '1.0.0' });
    const state = await svc.check({ manual: false });
    expect(state).toEqual({
      status: 1,
      currentVersion: '1.0.0',
      version: '1.2.0',
      releaseNotes: 'record notes',
      isForceUpdate: false,
    });
    expect(seen).toEqual([state]);
    expect(asked).toEqual(['1.0.0']);
  });

  it('reports up to date (status 0) when the feed has nothing newer, or no feed at all', async () => {
    port.feedVersion = '1.0.0';
    expect(await svc.check({ manual: true })).toEqual({ status: 0, currentVersion: '1.0.0', upToDate: true });
    port.feedVersion = '0.9.9';
    expect((await svc.check({ manual: true })).upToDate).toBe(true);
    port.feedVersion = null;
    expect((await svc.check({ manual: false })).upToDate).toBe(true);
    expect(asked).toEqual([]);
  });

  it('compares by semver, not text: 1.10.0 is newer than 1.9.0', async () => {
    const svc2 = new UpdaterService({ port, currentVersion: '1.9.0', fetchLatestRecord: async () => null });
    port.feedVersion = '1.10.0';
    expect((await svc2.check({ manual: true })).status).toBe(1);
  });

  it('forces the update only when the record says so for a version newer than ours', async () => {
    latest = record({ isForceUpdate: true });
    expect((await svc.check({ manual: false })).isForceUpdate).toBe(true);

    const other = new UpdaterService({
      port,
      currentVersion: '1.2.0-beta.1',
      fetchLatestRecord: async () => record({ version: '1.0.0', isForceUpdate: true }),
    });
    expect((await other.check({ manual: false })).isForceUpdate).toBe(false);
  });

  it('falls back to the feed notes and an unforced offer when the server cannot answer', async () => {
    latest = null;
    expect(await svc.check({ manual: false })).toMatchObject({
      status: 1,
      releaseNotes: 'feed notes',
      isForceUpdate: false,
    });
  });

  it('uses the feed notes when the record describes another release', async () => {
    latest = record({ version: '1.1.0', releaseNotes: 'older' });
    expect((await svc.check({ manual: false })).releaseNotes).toBe('feed notes');
  });

  it('answers a check during an offer or a download with the current state, without asking again', async () => {
    await svc.check({ manual: false });
    await svc.check({ manual: true });
    expect(asked).toHaveLength(1);
    void svc.start();
    expect((await svc.check({ manual: true })).status).toBe(2);
  });

  it('answers a failed check with status 0 and a message, told to the caller only', async () => {
    port.checkError = new Error('net::ERR_INTERNET_DISCONNECTED');
    expect(await svc.check({ manual: true })).toEqual({
      status: 0,
      currentVersion: '1.0.0',
      error: Msg.updateFailed,
    });
    expect(await svc.check({ manual: false })).toMatchObject({ status: 0, error: Msg.updateFailed });
    expect(seen).toEqual([]);
    expect(svc.getState()).toEqual({ status: 0, currentVersion: '1.0.0' });
  });
});

describe('deferring', () => {
  it("'later' closes an unforced offer", async () => {
    await svc.check({ manual: false });
    svc.defer();
    expect(svc.getState()).toEqual({ status: 0, currentVersion: '1.0.0' });
    expect(statuses()).toEqual([1, 0]);
  });

  it("'later' does nothing to a forced offer", async () => {
    latest = record({ isForceUpdate: true });
    await svc.check({ manual: false });
    svc.defer();
    expect(svc.getState().status).toBe(1);
  });
});

describe('downloading and installing', () => {
  it('goes 1 → 2 with rising progress → 3, and confirm quits and installs', async () => {
    await svc.check({ manual: false });
    const started = svc.start();
    expect(svc.getState()).toMatchObject({ status: 2, percent: 0, version: '1.2.0' });
    port.progress(12.4);
    port.progress(55.5);
    port.progress(40); // never backwards
    expect(svc.getState().percent).toBe(56);
    port.progress(100);
    expect(svc.getState().percent).toBe(99); // 100 only once finished
    port.last.resolve();
    await started;
    expect(svc.getState()).toMatchObject({ status: 3, percent: 100, version: '1.2.0' });
    expect(statuses()).toEqual([1, 2, 2, 2, 2, 3]);
    expect(port.installs).toBe(0);
    svc.quitAndInstall();
    expect(port.installs).toBe(1);
  });

  it('reaches status 3 when the download reports no progress at all (differential or small)', async () => {
    await svc.check({ manual: false });
    const started = svc.start();
    port.last.resolve();
    await started;
    expect(statuses()).toEqual([1, 2, 3]);
  });

  it('refuses out-of-order actions', async () => {
    void svc.start(); // nothing offered
    svc.quitAndInstall(); // nothing downloaded
    svc.cancel();
    expect(port.downloads).toHaveLength(0);
    expect(port.installs).toBe(0);
    expect(seen).toEqual([]);
    port.progress(50); // progress outside a download is ignored
    expect(seen).toEqual([]);
  });

  it('cancel stops the download and closes an unforced offer', async () => {
    await svc.check({ manual: false });
    const started = svc.start();
    port.progress(30);
    svc.cancel();
    await started;
    await flush();
    expect(port.last.cancelled).toBe(true);
    expect(svc.getState()).toEqual({ status: 0, currentVersion: '1.0.0' });
    expect(statuses()).toEqual([1, 2, 2, 0]);
  });

  it('cancel of a forced update goes back to the offer, and it can be started again', async () => {
    latest = record({ isForceUpdate: true });
    await svc.check({ manual: false });
    const first = svc.start();
    svc.cancel();
    await first;
    expect(svc.getState()).toMatchObject({ status: 1, isForceUpdate: true, version: '1.2.0' });
    const second = svc.start();
    port.last.resolve();
    await second;
    expect(svc.getState().status).toBe(3);
  });

  it("says 'reinstall' when the update bundle cannot be located, and plain failure otherwise", async () => {
    expect(updateErrorMessage(new Error('Could not locate update bundle for com.classpro'))).toBe(
      Msg.updateBundleMissing,
    );
    expect(updateErrorMessage('ENOSPC')).toBe(Msg.updateFailed);
    expect(Msg.updateBundleMissing).toBe('更新失败：请尝试卸载后重新安装应用');

    await svc.check({ manual: false });
    const started = svc.start();
    port.last.reject(new Error('Could not locate update bundle'));
    await started;
    expect(svc.getState()).toEqual({ status: 0, currentVersion: '1.0.0', error: Msg.updateBundleMissing });
  });

  it('reports an installer error that arrives after the download (macOS) once', async () => {
    await svc.check({ manual: false });
    const started = svc.start();
    port.last.resolve();
    await started;
    svc.quitAndInstall();
    port.error(new Error('Could not locate update bundle for com.classpro.app'));
    port.error(new Error('again')); // status is 0 by now: ignored
    expect(seen.filter((s) => s.error)).toEqual([
      { status: 0, currentVersion: '1.0.0', error: Msg.updateBundleMissing },
    ]);
  });

  it('keeps a forced offer on screen after a failed download, with the message', async () => {
    latest = record({ isForceUpdate: true });
    await svc.check({ manual: false });
    const started = svc.start();
    port.error(new Error('socket hang up'));
    port.last.reject(new Error('socket hang up'));
    await started;
    expect(svc.getState()).toMatchObject({ status: 1, isForceUpdate: true, error: Msg.updateFailed });
    expect(seen.filter((s) => s.error)).toHaveLength(1);
  });
});
