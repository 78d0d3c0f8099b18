import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import {
  ResourcePaths as P,
  type ClassResource,
  type ResourceInfo,
  type ResourcePage,
  type SharedClass,
  type Special,
  type SpecialInfo,
} from '@shared/api/resources';
import { Msg } from '@shared/rules/messages';
import { REGION_RESOURCES, SHARED_DEMO_RESOURCE, SPECIALS } from '../../../db/seeds/demo-resources';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { get, post, resourceCast, type ResourceCast } from './helpers';

/** Sharing to classes and the students' 班级资源, the regional library (川教资源), topics (专题) and the files. */
let t: TestApp;
let c: ResourceCast;
beforeAll(async () => {
  t = await createTestApp();
  c = await resourceCast(t.app, t.database.db);
}, 60_000);
afterAll(() => t.close());

type ClassPage = { list: ClassResource[]; total: number };

describe('分享到班级', () => {
  it('shares a resource with the teacher’s class; its student sees and opens it, another class’s does not', async () => {
    const id = await c.idOf('三年级语文《秋天的雨》教学设计');
    const shared = await post<SharedClass[]>(t.app, P.share, c.teacher, { resId: id, classIds: [c.classId] });
    expect(shared).toMatchObject({ code: Code.OK, message: Msg.resourceShared });
    expect(shared.data.map((s) => s.classId)).toEqual([c.classId]);
    // Twice is once.
    expect(
      (await post<SharedClass[]>(t.app, P.share, c.teacher, { resId: id, classIds: [c.classId] })).data,
    ).toHaveLength(1);

    const list = await get<ClassPage>(t.app, P.classList, c.student, { classId: String(c.classId) });
    expect(list.code).toBe(Code.OK);
    expect(list.data.list[0]).toMatchObject({ id, className: '三年级2班', sharedBy: '王老师' });
    expect(list.data.list.map((r) => r.title)).toContain(SHARED_DEMO_RESOURCE);
    const all = await get<ClassPage>(t.app, P.classList, c.student);
    expect(all.data.total).toBe(list.data.total);
    const info = await get<ResourceInfo>(t.app, P.info, c.student, { resId: String(id) });
    expect(info.code).toBe(Code.OK);
    expect(info.data.fileUrl).toMatch(/^\/files\/resources\/autumn-rain-plan\.docx\?e=\d+&s=/);
    const file = await t.app.inject({ url: info.data.fileUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // A student of another class: neither the class list nor the resource.
    const other = await get(t.app, P.classList, c.otherStudent, { classId: String(c.classId) });
    expect(other).toMatchObject({ code: Code.FORBIDDEN, message: Msg.readerNotInClass });
    expect((await get<ClassPage>(t.app, P.classList, c.otherStudent)).data.total).toBe(0);
    const peek = await get(t.app, P.info, c.otherStudent, { resId: String(id) });
    expect(peek).toMatchObject({ code: Code.FORBIDDEN, message: Msg.resourceForbidden });
    // Students do not browse the library or share.
    expect((await get(t.app, P.list, c.student)).code).toBe(Code.FORBIDDEN);
    expect((await post(t.app, P.share, c.student, { resId: id, classIds: [c.classId] })).code).toBe(Code.FORBIDDEN);
  });

  it('refuses a class not the caller’s, another school’s private resource, and no class at all', async () => {
    const id = await c.idOf('三年级语文《秋天的雨》教学设计');
    const toTheirs = await post(t.app, P.share, c.teacher, { resId: id, classIds: [c.secondClassId] });
    expect(toTheirs.code).toBe(Code.FORBIDDEN);
    const intoMine = await post(t.app, P.share, c.second, { resId: id, classIds: [c.secondClassId] });
    expect(intoMine).toMatchObject({ code: Code.FORBIDDEN, message: Msg.resourceForbidden });
    const read = await get(t.app, P.info, c.second, { resId: String(id) });
    expect(read).toMatchObject({ code: Code.FORBIDDEN, message: Msg.resourceForbidden });
    const theirList = await get(t.app, P.classList, c.second, { classId: String(c.classId) });
    expect(theirList.code).toBe(Code.FORBIDDEN);
    const none = await post(t.app, P.share, c.teacher, { resId: id, classIds: [] });
    expect(none.code).toBe(Code.BAD_REQUEST);
    expect(none.message).toContain(Msg.resourceClassRequired);
    const unknownClass = await post(t.app, P.share, c.teacher, { resId: id, classIds: [999999] });
    expect(unknownClass.code).toBe(Code.NOT_FOUND);
  });

  it('the other school’s teacher may share a public resource with their own class', async () => {
    const id = await c.idOf('太阳系八大行星示意图');
    const res = await post<SharedClass[]>(t.app, P.share, c.second, { resId: id, classIds: [c.secondClassId] });
    expect(res.data.map((s) => s.className)).toEqual(['四年级1班']);
    const theirs = await get<ClassPage>(t.app, P.classList, c.otherStudent);
    expect(theirs.data.list.map((r) => r.id)).toEqual([id]);
  });
});

describe('川教资源', () => {
  it('lists the region’s catalogue to everyone; files only for a signed-in teacher', async () => {
    const open = await get<ResourcePage>(t.app, P.regionList, undefined, { pageSize: '24' });
    expect(open.code).toBe(Code.OK);
    expect(open.data.total).toBe(REGION_RESOURCES.length);
    expect(open.data.list.every((r) => r.catalog === 'REGION' && !r.favorited)).toBe(true);
    const id = open.data.list.find((r) => r.format === 'pdf')!.id;
    const anon = await get<ResourceInfo>(t.app, P.regionInfo, undefined, { id: String(id) });
    expect(anon.data.fileUrl).toBeNull();
    const student = await get<ResourceInfo>(t.app, P.regionInfo, c.student, { id: String(id) });
    expect(student.data.fileUrl).toBeNull();
    const info = await get<ResourceInfo>(t.app, P.regionInfo, c.teacher, { id: String(id) });
    expect(info.data.fileUrl).toMatch(/^\/files\/resources\/region-.+\.pdf\?e=/);
    // Ranged, as pdf.js reads it.
    const part = await t.app.inject({ url: info.data.fileUrl!, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1')).toBe('%PDF-1.7');
    // A forged signature is refused.
    const forged = await t.app.inject({ url: info.data.fileUrl!.replace(/s=[^&]+/, 's=AAAA') });
    expect(forged.statusCode).toBe(403);
    const filtered = await get<ResourcePage>(t.app, P.regionList, undefined, { subject: '音乐' });
    expect(filtered.data.list.map((r) => r.subject)).toEqual(['音乐', '音乐']);
    // A library resource is not in the region's catalogue.
    const lib = await c.idOf(SHARED_DEMO_RESOURCE);
    expect((await get(t.app, P.regionInfo, c.teacher, { id: String(lib) })).code).toBe(Code.NOT_FOUND);
    expect((await get(t.app, P.regionInfo, undefined, { id: '-1' })).code).toBe(Code.BAD_REQUEST);
  });
});

describe('专题', () => {
  it('lists the topics with their resources and links to live lessons and AI courses', async () => {
    const list = await get<Special[]>(t.app, P.specialList, c.teacher);
    expect(list.data.map((s) => s.title)).toEqual(SPECIALS.map((s) => s.title));
    expect(list.data[0]!.resourceCount).toBe(SPECIALS[0].resources.length);
    const info = await get<SpecialInfo>(t.app, P.specialInfo, c.teacher, { specialId: String(list.data[0]!.id) });
    expect(info.data.resources.map((r) => r.title)).toEqual([...SPECIALS[0].resources]);
    expect(info.data.links.filter((l) => l.kind === 'LIVE')).toHaveLength(2);
    expect(info.data.links[0]!.path).toMatch(/^\/classpro\/(course\/detail|skyClass\/lessonInfo)\/\d+$/);
    const missing = await get(t.app, P.specialInfo, c.teacher, { specialId: '999999' });
    expect(missing).toMatchObject({ code: Code.NOT_FOUND, message: Msg.specialNotFound });
    expect((await get(t.app, P.specialList, c.student)).code).toBe(Code.FORBIDDEN);
  });
});
