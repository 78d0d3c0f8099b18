import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppVersionRecord } from '@shared/api/app-version';
import { Code } from '@shared/api/common';
import { MENU_FLAGS, parseMenuFlags, type ConfigItem } from '@shared/api/config';
import type { Banner } from '@shared/api/home';
import {
  OpsApi,
  OpsPaths,
  type AuditRow,
  type ConfigListResponse,
  type OpsAppVersion,
  type OpsSchool,
  type RedeemBatch,
} from '@shared/api/operations';
import { Msg } from '@shared/rules/messages';
import { OpsMsg } from '@shared/rules/ops-messages';
import { opsAuditLogs, staffAccounts } from '../../../db/schema';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { multipart, padded, PNG } from '../../files/__tests__/form';

let t: TestApp;
let dataDir: string;
let operator: string;
let district: string;
let teacher: string;

const staffId = async (account: string) =>
  (await t.app.db.select().from(staffAccounts).where(eq(staffAccounts.account, account)))[0]!.id;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'classpro-ops-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  operator = (await t.app.tokens.issue('datacenter', await staffId('13900000001'))).access_token;
  district = (await t.app.tokens.issue('datacenter', await staffId('13900000000'))).access_token;
  teacher = await signIn(t.app, '13800000001');
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ops = <T>(url: string, body?: unknown, token = operator, query?: Record<string, string>) =>
  call<T>(t.app, {
    method: body === undefined ? 'GET' : 'POST',
    url,
    body,
    query,
    headers: { 'cms-token': token },
  });
const auditRows = async () => t.app.db.select().from(opsAuditLogs);

describe('operations console authorization', () => {
  /** A well-formed request of every POST route: validation runs before the guard, so only these reach it. */
  const VALID: Record<string, unknown> = {
    [OpsPaths.saveMenu]: { channel: 'cuiya', flags: Object.fromEntries(MENU_FLAGS.map((f) => [f, 0])) },
    [OpsPaths.saveAiDns]: { value: '/' },
    [OpsPaths.saveGuideVideo]: { name: '视频', url: '/v.mp4' },
    [OpsPaths.saveBanner]: { title: '越权', imageUrl: '/a.png' },
    [OpsPaths.bannerImage]: undefined,
    [OpsPaths.saveRecommend]: { type: 'HOME_AI_COURSE', targetId: 1 },
    [OpsPaths.publishAppVersion]: { version: '8.0.0', releaseNotes: '越权发布' },
    [OpsPaths.withdrawAppVersion]: { id: 1 },
    [OpsPaths.createSchoolCode]: { schoolId: 1 },
    [OpsPaths.updateSchoolCode]: { id: 1, enabled: false },
    [OpsPaths.setQuota]: { schoolId: 1, courseType: 'AI_COURSE', courseId: 1, quota: 0 },
    [OpsPaths.generateRedeem]: { kind: 'TEXTBOOK', courseType: 'DIGITAL_BOOK', targetId: 1, count: 1 },
    [OpsPaths.disableRedeem]: { batchId: 1 },
  };

  it('refuses every route without a token, with a teacher token and with a district data-centre admin', async () => {
    const problems: string[] = [];
    for (const e of Object.values(OpsApi)) {
      const send = (headers: Record<string, string>) =>
        call(t.app, { method: e.method, url: e.path, body: e.method === 'POST' ? VALID[e.path] : undefined, headers });
      const none = await send({});
      const asTeacher = await send({ authorization: `Bearer ${teacher}` });
      const asDistrict = await send({ 'cms-token': district });
      if (none.body.code !== Code.TOKEN_EXPIRED) problems.push(`${e.path} no token: ${none.body.code}`);
      if (asTeacher.body.code !== Code.TOKEN_EXPIRED) problems.push(`${e.path} teacher: ${asTeacher.body.code}`);
      if (asDistrict.body.code !== Code.FORBIDDEN || asDistrict.body.message !== OpsMsg.operatorOnly)
        problems.push(`${e.path} district: ${asDistrict.body.code} ${asDistrict.body.message}`);
    }
    expect(problems).toEqual([]);
    const exp = await t.app.inject({
      url: OpsPaths.exportRedeem,
      query: { batchId: '1' },
      headers: { 'cms-token': district },
    });
    expect(exp.json()).toMatchObject({ code: Code.FORBIDDEN });
    expect((await t.app.inject({ url: OpsPaths.exportRedeem, query: { batchId: '1' } })).json()).toMatchObject({
      code: Code.TOKEN_EXPIRED,
    });
    expect(await auditRows()).toEqual([]);
  });

  it('tells the client which admin is an operator', async () => {
    const op = await call<{ role: string }>(t.app, {
      method: 'POST',
      url: '/aicenter/user/info',
      headers: { 'cms-token': operator },
    });
    expect(op.body.data.role).toBe('OPERATOR');
    const dc = await call<{ role: string }>(t.app, {
      method: 'POST',
      url: '/aicenter/user/info',
      headers: { 'cms-token': district },
    });
    expect(dc.body.data.role).toBe('admin');
  });
});

describe('channel menus and configs', () => {
  it('turns a menu item off for a channel: getConfig serves the new flags, and the change is audited', async () => {
    const list = await ops<ConfigListResponse>(OpsPaths.configList);
    const cuiya = list.body.data.menus.find((m) => m.channel === 'cuiya')!;
    expect(cuiya.flags.activity).toBe(1);
    const saved = await ops(OpsPaths.saveMenu, { channel: 'cuiya', flags: { ...cuiya.flags, activity: 0 } });
    expect(saved.body).toMatchObject({ code: 200, message: OpsMsg.saved });
    const served = await call<ConfigItem[]>(t.app, {
      url: '/api/v1/dictionary/getConfig',
      query: { configType: 'CHANNEL_CONFIG' },
      headers: { channel: 'cuiya' },
    });
    expect(parseMenuFlags(served.body.data[0]!.keyValue)).toMatchObject({ activity: 0, recommend: 1 });
    const rows = await auditRows();
    expect(rows.at(-1)).toMatchObject({ entity: 'CHANNEL_CONFIG', operatorName: '运营管理员', action: '修改' });
    expect(rows.at(-1)!.summary).toContain('activity=0');
  });

  it('refuses a flag that is not 0 or 1, and a bad AI site address, in Chinese', async () => {
    const bad = await ops(OpsPaths.saveMenu, { channel: 'cuiya', flags: { recommend: 2 } });
    expect(bad.body.code).toBe(Code.BAD_REQUEST);
    const dns = await ops(OpsPaths.saveAiDns, { value: 'javascript:alert(1)' });
    expect(dns.body).toMatchObject({ code: Code.BAD_REQUEST, message: OpsMsg.urlInvalid });
    expect((await ops(OpsPaths.saveAiDns, { value: '/' })).body.code).toBe(200);
  });

  it('adds a guide video that getConfig then serves', async () => {
    const v = await ops(OpsPaths.saveGuideVideo, { name: '上课指导', url: '/files/guide.mp4', sort: 1 });
    expect(v.body.code).toBe(200);
    const served = await call<ConfigItem[]>(t.app, {
      url: '/api/v1/dictionary/getConfig',
      query: { configType: 'AI_GUIDE_VIDEO' },
    });
    expect(served.body.data.map((i) => i.keyValue)).toContain('/files/guide.mp4');
  });
});

describe('banners and recommendations', () => {
  it('adds a banner, shows it on the home, and takes it off again', async () => {
    expect((await ops(OpsPaths.saveBanner, { title: '', imageUrl: '/a.png' })).body.message).toBe(OpsMsg.titleRequired);
    const made = await ops<{ id: number }>(OpsPaths.saveBanner, {
      title: '秋季新课',
      imageUrl: '/files/banners/1.svg',
      sort: 0,
    });
    expect(made.body.code).toBe(200);
    const home = () => call<Banner[]>(t.app, { url: '/api/v2/comm/vt/getBannerList' });
    expect((await home()).body.data.map((b) => b.title)).toContain('秋季新课');
    await ops(OpsPaths.saveBanner, {
      id: made.body.data.id,
      title: '秋季新课',
      imageUrl: '/files/banners/1.svg',
      enabled: false,
    });
    expect((await home()).body.data.map((b) => b.title)).not.toContain('秋季新课');
    expect((await ops(OpsPaths.saveBanner, { id: 99999, title: 'x', imageUrl: '/x.png' })).body.message).toBe(
      OpsMsg.bannerNotFound,
    );
  });

  it('uploads a banner image (images only, at most 2 MB) that is then served', async () => {
    const upload = async (data: Buffer, token = operator) => {
      const { payload, headers } = multipart({}, { data, filename: 'b.png' });
      const res = await t.app.inject({
        method: 'POST',
        url: OpsPaths.bannerImage,
        payload,
        headers: { ...headers, 'cms-token': token },
      });
      return res.json() as { code: number; message: string; data: { url: string } | null };
    };
    const ok = await upload(PNG);
    expect(ok.code).toBe(200);
    expect(ok.data!.url).toMatch(/^\/files\/uploads\/images\/\d{6}\/[\w-]{24}\.png$/);
    expect((await t.app.inject({ url: ok.data!.url })).headers['content-type']).toBe('image/png');
    expect((await upload(Buffer.from('<svg onload="x"/>'))).message).toBe(Msg.imageOnly);
    expect((await upload(padded(PNG, 2 * 1024 * 1024 + 1))).message).toBe(OpsMsg.imageTooLarge);
    expect((await upload(PNG, district)).message).toBe(OpsMsg.operatorOnly);
  });

  it('adds a recommendation only for an existing target', async () => {
    const bad = await ops(OpsPaths.saveRecommend, { type: 'HOME_AI_COURSE', targetId: 99999 });
    expect(bad.body).toMatchObject({ code: Code.BAD_REQUEST, message: OpsMsg.targetNotFound });
    const ok = await ops<{ targetTitle: string }>(OpsPaths.saveRecommend, {
      type: 'HOME_AI_COURSE',
      targetId: 1,
      sort: 9,
    });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.targetTitle).not.toBe('');
  });
});

describe('app versions', () => {
  it('publishes a release that getLastAppVersion serves, refuses duplicates and bad versions, and withdraws', async () => {
    expect((await ops(OpsPaths.publishAppVersion, { version: '2.0', releaseNotes: 'x' })).body.message).toBe(
      OpsMsg.versionInvalid,
    );
    expect((await ops(OpsPaths.publishAppVersion, { version: '2.0.0', releaseNotes: '' })).body.message).toBe(
      OpsMsg.notesRequired,
    );
    const pub = await ops<OpsAppVersion>(OpsPaths.publishAppVersion, {
      version: '2.0.0',
      releaseNotes: '全新的运营后台',
      isForceUpdate: true,
    });
    expect(pub.body).toMatchObject({ code: 200, message: OpsMsg.published, data: { version: '2.0.0' } });
    const latest = () =>
      call<AppVersionRecord>(t.app, { url: '/api/v2/comm/vt/getLastAppVersion', query: { currentVersion: '1.0.0' } });
    expect((await latest()).body.data).toMatchObject({
      version: '2.0.0',
      isForceUpdate: true,
      releaseNotes: '全新的运营后台',
    });
    expect((await ops(OpsPaths.publishAppVersion, { version: '2.0.0', releaseNotes: 'x' })).body.message).toBe(
      OpsMsg.versionExists,
    );
    const w = await ops<OpsAppVersion>(OpsPaths.withdrawAppVersion, { id: pub.body.data.id });
    expect(w.body.data.withdrawnAt).not.toBeNull();
    expect((await latest()).body.data.version).toBe('1.0.0');
    expect((await ops(OpsPaths.withdrawAppVersion, { id: pub.body.data.id })).body.message).toBe(
      OpsMsg.versionAlreadyWithdrawn,
    );
    const list = await ops<OpsAppVersion[]>(OpsPaths.appVersionList);
    expect(list.body.data.map((v) => v.version)).toEqual(['2.0.0', '1.0.0']);
  });
});

describe('schools', () => {
  it('creates, disables activation codes and sets course quotas (never below what is used)', async () => {
    const schoolId = 1;
    expect((await ops(OpsPaths.createSchoolCode, { schoolId, code: '坏码' })).body.message).toBe(
      OpsMsg.schoolCodeInvalid,
    );
    expect(
      (await ops(OpsPaths.createSchoolCode, { schoolId, code: 'OLD1', expiresAt: '2020-01-01T00:00:00+08:00' })).body
        .message,
    ).toBe(OpsMsg.expiryInPast);
    expect((await ops(OpsPaths.createSchoolCode, { schoolId, code: 'ops2026' })).body.code).toBe(200);
    expect((await ops(OpsPaths.createSchoolCode, { schoolId, code: 'OPS2026' })).body.message).toBe(
      OpsMsg.schoolCodeExists,
    );
    const lookup = () =>
      call<{ name: string } | null>(t.app, {
        url: '/api/v2/user/getSchoolByCode',
        token: teacher,
        query: { code: 'OPS2026' },
      });
    expect((await lookup()).body.data?.name).toBeTruthy();
    const list = await ops<OpsSchool[]>(OpsPaths.schoolList);
    const code = list.body.data.find((s) => s.id === schoolId)!.codes.find((c) => c.code === 'OPS2026')!;
    await ops(OpsPaths.updateSchoolCode, { id: code.id, enabled: false, expiresAt: null });
    expect((await lookup()).body.data).toBeNull();

    const entitled = list.body.data
      .flatMap((s) => s.courses.map((c) => ({ ...c, schoolId: s.id })))
      .find((c) => c.used > 0);
    expect(entitled).toBeTruthy();
    const below = await ops(OpsPaths.setQuota, { ...entitled!, quota: entitled!.used - 1 });
    expect(below.body.message).toBe(OpsMsg.quotaBelowUsed);
    expect((await ops(OpsPaths.setQuota, { ...entitled!, quota: entitled!.used + 3 })).body.code).toBe(200);
    const after = (await ops<OpsSchool[]>(OpsPaths.schoolList)).body.data.find((s) => s.id === entitled!.schoolId)!;
    expect(
      after.courses.find((c) => c.courseId === entitled!.courseId && c.courseType === entitled!.courseType)!.quota,
    ).toBe(entitled!.used + 3);
  });
});

describe('redeem batches', () => {
  it('generates a batch, exports it as .xlsx, and disabling it makes its codes refused', async () => {
    const mismatch = await ops(OpsPaths.generateRedeem, {
      kind: 'TEXTBOOK',
      courseType: 'AI_COURSE',
      targetId: 1,
      count: 2,
    });
    expect(mismatch.body.message).toBe(OpsMsg.redeemTypeMismatch);
    expect(
      (await ops(OpsPaths.generateRedeem, { kind: 'TEXTBOOK', courseType: 'DIGITAL_BOOK', targetId: 1, count: 0 })).body
        .code,
    ).toBe(Code.BAD_REQUEST);
    const gen = await ops<RedeemBatch>(OpsPaths.generateRedeem, {
      kind: 'TEXTBOOK',
      courseType: 'DIGITAL_BOOK',
      targetId: 3,
      count: 3,
      note: '测试批次',
    });
    expect(gen.body).toMatchObject({ code: 200, data: { count: 3, used: 0, createdBy: '运营管理员' } });
    const res = await t.app.inject({
      url: OpsPaths.exportRedeem,
      query: { batchId: String(gen.body.data.id) },
      headers: { 'cms-token': operator },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('兑换码');
    const codes = [2, 3, 4].map((r) => String(sheet.getRow(r).getCell(2).value));
    expect(codes.every((c) => /^[A-Z0-9]{12}$/.test(c))).toBe(true);

    const dis = await ops<RedeemBatch>(OpsPaths.disableRedeem, { batchId: gen.body.data.id });
    expect(dis.body.data.disabledAt).not.toBeNull();
    const redeem = await call(t.app, {
      method: 'POST',
      url: '/api/v2/course/bindRedeemCode',
      token: teacher,
      body: { exchangeCode: codes[0] },
    });
    expect(redeem.body.message).toBe(Msg.redeemCodeInvalid);
    expect((await ops(OpsPaths.disableRedeem, { batchId: gen.body.data.id })).body.message).toBe(
      OpsMsg.batchAlreadyDisabled,
    );
  });
});

describe('audit log', () => {
  it('lists every change newest first, filtered by entity and operator', async () => {
    const all = await ops<{ total: number; rows: AuditRow[] }>(OpsPaths.auditList, undefined, operator, {
      pageSize: '100',
    });
    expect(all.body.data.total).toBe((await auditRows()).length);
    expect(new Set(all.body.data.rows.map((r) => r.entity))).toEqual(
      new Set([
        'CHANNEL_CONFIG',
        'AI_PROJECT_DNS',
        'AI_GUIDE_VIDEO',
        'BANNER',
        'RECOMMEND',
        'APP_VERSION',
        'SCHOOL_CODE',
        'SCHOOL_COURSE',
        'REDEEM_BATCH',
      ]),
    );
    const versions = await ops<{ rows: AuditRow[] }>(OpsPaths.auditList, undefined, operator, {
      entity: 'APP_VERSION',
    });
    expect(versions.body.data.rows.map((r) => r.action)).toEqual(['撤回', '发布']);
    const nobody = await ops<{ total: number }>(OpsPaths.auditList, undefined, operator, { operator: '别人' });
    expect(nobody.body.data.total).toBe(0);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const dated = await ops<{ total: number }>(OpsPaths.auditList, undefined, operator, { from: today, to: today });
    expect(dated.body.data.total).toBe(all.body.data.total);
  });
});
