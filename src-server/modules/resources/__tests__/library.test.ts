import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { ResourcePaths as P, type ResourceInfo, type ResourcePage } from '@shared/api/resources';
import { Msg } from '@shared/rules/messages';
import { checkResourceFile } from '@shared/rules/resources';
import { MB } from '@shared/rules/uploads';
import { LIBRARY_RESOURCES, SHARED_DEMO_RESOURCE } from '../../../db/seeds/demo-resources';
import { writePdf } from '../../../lib/pdf-writer';
import { makeDocx } from '../../../lib/office';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { PNG } from '../../files/__tests__/form';
import { get, post, resourceCast, upload, type ResourceCast } from './helpers';

/** The resource library: lists, upload and its refusals, edit and delete by the uploader only, favourites. */
let t: TestApp;
let c: ResourceCast;
beforeAll(async () => {
  t = await createTestApp();
  c = await resourceCast(t.app, t.database.db);
}, 60_000);
afterAll(() => t.close());

const PDF = writePdf('测试课件', [{ page: 1, kind: 'lesson', heading: '第一页', paragraphs: ['内容'], figure: null }]);
const form = { title: '三年级数学《测量》课件', subject: '数学', grade: '三年级', kind: 'COURSEWARE' };

describe('lists', () => {
  it('全部资源 holds the public library and the caller’s own private one, not the region’s; filters and pages', async () => {
    const all = await get<ResourcePage>(t.app, P.list, c.teacher, { pageSize: '48' });
    expect(all.code).toBe(Code.OK);
    expect(all.data.total).toBe(LIBRARY_RESOURCES.length);
    expect(all.data.list.every((r) => r.catalog === 'LIBRARY')).toBe(true);
    const mineInfo = all.data.list.find((r) => r.visibility === 'PRIVATE')!;
    expect(mineInfo).toMatchObject({ mine: true, uploaderName: '王老师' });
    expect(all.data.list.some((r) => r.size > 0 && r.favorites > 0)).toBe(true);
    // Another school's teacher does not see 王老师's private lesson plan.
    const theirs = await get<ResourcePage>(t.app, P.list, c.second, { pageSize: '48' });
    expect(theirs.data.total).toBe(LIBRARY_RESOURCES.length - 1);
    const math = await get<ResourcePage>(t.app, P.list, c.teacher, { subject: '数学', grade: '三年级' });
    expect(math.data.list.map((r) => r.title).sort()).toEqual(
      LIBRARY_RESOURCES.filter((r) => r.subject === '数学' && r.grade === '三年级')
        .map((r) => r.title)
        .sort(),
    );
    const video = await get<ResourcePage>(t.app, P.list, c.teacher, { kind: 'VIDEO', keyword: '火箭' });
    expect(video.data.list.map((r) => r.title)).toEqual(['火箭发射过程模拟动画']);
    const literal = await get<ResourcePage>(t.app, P.list, c.teacher, { keyword: '%' });
    expect(literal.data.total).toBe(0);
    const paged = await get<ResourcePage>(t.app, P.list, c.teacher, { pageSize: '5', pageNum: '2' });
    expect(paged.data.list).toHaveLength(5);
  });

  it('我的上传 and 我的收藏 are the caller’s own', async () => {
    const mine = await get<ResourcePage>(t.app, P.list, c.teacher, { tab: 'MINE' });
    expect(mine.data.list.every((r) => r.mine)).toBe(true);
    expect(mine.data.total).toBe(LIBRARY_RESOURCES.filter((r) => r.uploader === '13800000001').length);
    const fav = await get<ResourcePage>(t.app, P.list, c.teacher, { tab: 'FAVORITE' });
    expect(fav.data.list.length).toBeGreaterThan(0);
    expect(fav.data.list.every((r) => r.favorited)).toBe(true);
  });

  it('answers bad input with a Chinese message, never a 500', async () => {
    for (const q of [{ tab: 'OTHERS' }, { pageSize: '1000' }, { kind: 'ZIP' }, { pageNum: '0' }]) {
      const res = await get(t.app, P.list, c.teacher, q);
      expect(res.code).toBe(Code.BAD_REQUEST);
      expect(res.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const info = await get(t.app, P.info, c.teacher, { resId: 'abc' });
    expect(info.code).toBe(Code.BAD_REQUEST);
    const missing = await get(t.app, P.info, c.teacher, { resId: '999999' });
    expect(missing).toMatchObject({ code: Code.NOT_FOUND, message: Msg.resourceNotFound });
    const noTitle = await post(t.app, P.save, c.teacher, { ...form, title: ' ', fileUrl: '/files/uploads/x.pdf' });
    expect(noTitle.code).toBe(Code.BAD_REQUEST);
    expect(noTitle.message).toContain(Msg.resourceTitleRequired);
    const badGrade = await post(t.app, P.save, c.teacher, { ...form, grade: '大一', fileUrl: '/x' });
    expect(badGrade.code).toBe(Code.BAD_REQUEST);
    expect(badGrade.message).toContain(Msg.resourceGradeInvalid);
    const noFile = await post(t.app, P.save, c.teacher, form);
    expect(noFile).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.resourceFileRequired });
  });
});

describe('upload', () => {
  let id = 0;
  it('uploads a PDF courseware: it shows under 我的上传 and its file is served', async () => {
    const file = await upload(t.app, c.teacher, 'DOCUMENT', 'application/pdf', PDF, 'measure.pdf');
    expect(file.code).toBe(Code.OK);
    const saved = await post<ResourceInfo>(t.app, P.save, c.teacher, { ...form, fileUrl: file.url, fileName: 'm.pdf' });
    expect(saved).toMatchObject({ code: Code.OK, message: Msg.resourceUploaded });
    expect(saved.data).toMatchObject({ format: 'pdf', size: PDF.length, mine: true, fileUrl: file.url });
    id = saved.data.id;
    const mine = await get<ResourcePage>(t.app, P.list, c.teacher, { tab: 'MINE' });
    expect(mine.data.list[0]!.id).toBe(id);
    const res = await t.app.inject({ url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
  });

  it('uploads a Word lesson plan (the Office policy knows a .docx from its parts)', async () => {
    const docx = makeDocx('教案', ['教学目标']);
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const file = await upload(t.app, c.teacher, 'OFFICE', type, docx, 'plan.docx');
    expect(file.code).toBe(Code.OK);
    const saved = await post<ResourceInfo>(t.app, P.save, c.teacher, {
      ...form,
      kind: 'LESSON_PLAN',
      fileUrl: file.url,
    });
    expect(saved.data.format).toBe('docx');
  });

  it('refuses a wrong type or an oversized file with its message', async () => {
    // A picture is not a courseware.
    const png = await upload(t.app, c.teacher, 'IMAGE', 'image/png', PNG);
    const wrong = await post(t.app, P.save, c.teacher, { ...form, fileUrl: png.url });
    expect(wrong).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.resourceCoursewareOnly });
    // A ZIP that is no Office document, declared as a .docx, is refused by its bytes.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]);
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const fake = await upload(t.app, c.teacher, 'OFFICE', type, zip);
    expect(fake).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.officeOnly });
    const exe = await upload(t.app, c.teacher, 'AUDIO', 'application/x-msdownload', Buffer.from('MZ'));
    expect(exe).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.audioOnly });
    // PDF bytes declared as audio.
    const notMp3 = await upload(t.app, c.teacher, 'AUDIO', 'audio/mpeg', PDF);
    expect(notMp3).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.audioOnly });
    // The dialog refuses the same before sending anything.
    expect(checkResourceFile('AUDIO', { name: 'a.mp3', type: 'audio/mpeg', size: 20 * MB })).toEqual({
      error: Msg.audioTooLarge,
    });
    expect(checkResourceFile('COURSEWARE', { name: 'a.exe', type: '', size: 10 })).toEqual({
      error: Msg.resourceCoursewareOnly,
    });
    expect(checkResourceFile('EXERCISE', { name: '练习.xlsx', type: '', size: 10 })).toMatchObject({
      media: 'OFFICE',
    });
  });

  it('refuses another teacher’s upload, and an unknown URL', async () => {
    const theirs = await upload(t.app, c.second, 'DOCUMENT', 'application/pdf', PDF);
    const res = await post(t.app, P.save, c.teacher, { ...form, fileUrl: theirs.url });
    expect(res).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.resourceFileInvalid });
    const unknown = await post(t.app, P.save, c.teacher, { ...form, fileUrl: 'https://evil.example/a.pdf' });
    expect(unknown).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.resourceFileInvalid });
  });

  it('only the uploader edits or deletes', async () => {
    const edit = { ...form, resId: id, title: '三年级数学《测量》课件（修订）', visibility: 'PRIVATE' };
    const theirs = await post(t.app, P.save, c.second, edit);
    expect(theirs).toMatchObject({ code: Code.FORBIDDEN, message: Msg.resourceOwnerOnly });
    const gone = await post(t.app, P.remove, c.second, { resId: id });
    expect(gone).toMatchObject({ code: Code.FORBIDDEN, message: Msg.resourceOwnerOnly });
    const seeded = await c.idOf(LIBRARY_RESOURCES[0]!.title);
    expect((await post(t.app, P.remove, c.teacher, { resId: seeded })).code).toBe(Code.FORBIDDEN);
    const ok = await post<ResourceInfo>(t.app, P.save, c.teacher, edit);
    expect(ok).toMatchObject({ code: Code.OK, message: Msg.resourceSaved });
    expect(ok.data).toMatchObject({ title: edit.title, visibility: 'PRIVATE', format: 'pdf' });
    // Private now: the other school's teacher may not read it.
    expect((await get(t.app, P.info, c.second, { resId: String(id) })).code).toBe(Code.FORBIDDEN);
    // A kept PDF does not fit a video.
    const asVideo = await post(t.app, P.save, c.teacher, { ...edit, kind: 'VIDEO' });
    expect(asVideo).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.resourceVideoOnly });
    expect(await post(t.app, P.remove, c.teacher, { resId: id })).toMatchObject({
      code: Code.OK,
      message: Msg.resourceDeleted,
    });
    expect((await get(t.app, P.info, c.teacher, { resId: String(id) })).code).toBe(Code.NOT_FOUND);
  });
});

describe('favourites', () => {
  it('收藏 and 取消收藏 change the count and 我的收藏', async () => {
    const id = await c.idOf('七年级生物《细胞的结构》课件');
    const before = (await get<ResourceInfo>(t.app, P.info, c.teacher, { resId: String(id) })).data;
    const on = await post<{ favorited: boolean; favorites: number }>(t.app, P.favorite, c.teacher, {
      resId: id,
      favorite: true,
    });
    expect(on).toMatchObject({ message: Msg.resourceFavorited, data: { favorited: true } });
    expect(on.data.favorites).toBe(before.favorites + 1);
    const fav = await get<ResourcePage>(t.app, P.list, c.teacher, { tab: 'FAVORITE', pageSize: '48' });
    expect(fav.data.list.map((r) => r.id)).toContain(id);
    const off = await post<{ favorites: number }>(t.app, P.favorite, c.teacher, { resId: id, favorite: false });
    expect(off.data.favorites).toBe(before.favorites);
    // Another school's teacher cannot favourite 王老师's private plan.
    const priv = await c.idOf('三年级语文《秋天的雨》教学设计');
    expect((await post(t.app, P.favorite, c.second, { resId: priv, favorite: true })).code).toBe(Code.FORBIDDEN);
    expect(SHARED_DEMO_RESOURCE).toBeTruthy();
  });
});
