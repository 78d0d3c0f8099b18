import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { type TeacherInfo, TeacherPaths } from '@shared/api/teachers';
import { Msg } from '@shared/rules/messages';
import { teachAgeRange } from '@shared/rules/teach-level';
import { DEMO_TEACHERS } from '../../../db/seeds/demo-classes';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { demoParent, demoTeacher, get, post, userIdOf } from '../../classes/__tests__/helpers';

let t: TestApp;
let teacher: string;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  teacher = await demoTeacher(t.app);
  ids = await Promise.all(DEMO_TEACHERS.map((d) => userIdOf(t.app, d.mobile, 'TEACHER')));
});
afterAll(() => t.close());

const info = (userId: number, token = teacher) =>
  get<TeacherInfo>(t.app, TeacherPaths.info, token, { userType: 'TEACHER', userId: String(userId) });
const list = async (token = teacher, query: Record<string, string> = {}) =>
  (await get<TeacherInfo[]>(t.app, TeacherPaths.list, token, query)).data;

describe('teacher info', () => {
  it('answers in the spec’s shape, with the caller’s favourite flag', async () => {
    const body = await info(ids[0]!);
    expect(body.data).toEqual({
      id: ids[0],
      displayName: DEMO_TEACHERS[0].displayName,
      avatar: '',
      teacher: {
        collection: true,
        tags: DEMO_TEACHERS[0].tags.map((name) => ({ id: expect.any(Number), name })),
        avgStar: 4.9,
        introduction: DEMO_TEACHERS[0].introduction,
        teachLv: '1,4',
      },
    });
    expect((await info(ids[1]!)).data.teacher).toMatchObject({ collection: false, teachLv: '1', avgStar: 4.7 });
  });

  it('has the fourth teacher’s introduction, and the age ranges of section 9', async () => {
    expect((await info(ids[3]!)).data.teacher.introduction).toBe(DEMO_TEACHERS[3].introduction);
    const ranges = await Promise.all(ids.map(async (id) => teachAgeRange((await info(id)).data.teacher.teachLv)));
    expect(ranges).toEqual(['ALL', 'LOW', 'HIGH', 'ALL']);
  });

  it('is 404 for an unknown id or a user who is not a TEACHER', async () => {
    expect(await info(999999)).toEqual({ code: Code.NOT_FOUND, message: Msg.teacherNotFound, data: null });
    const assistant = (await get<{ id: number }>(t.app, '/api/v2/user/getUserInfo', teacher)).data.id;
    expect((await info(assistant)).code).toBe(Code.NOT_FOUND);
    expect((await get(t.app, TeacherPaths.info, teacher, { userId: 'x' })).code).toBe(Code.BAD_REQUEST);
    expect((await get(t.app, TeacherPaths.info, teacher, { userId: '1', userType: 'PARENT' })).code).toBe(
      Code.BAD_REQUEST,
    );
    expect((await info(ids[0]!, 'nope')).code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('favourites', () => {
  it('follows and unfollows idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const body = await post(t.app, TeacherPaths.follow, teacher, { teacher: ids[1] });
      expect(body).toEqual({ code: 200, message: Msg.followSuccess, data: { collection: true } });
    }
    expect((await info(ids[1]!)).data.teacher.collection).toBe(true);
    for (let i = 0; i < 2; i++) {
      const body = await post(t.app, TeacherPaths.unfollow, teacher, { teacher: ids[1] });
      expect(body).toEqual({ code: 200, message: Msg.unfollowSuccess, data: { collection: false } });
    }
    expect((await info(ids[1]!)).data.teacher.collection).toBe(false);
    expect((await post(t.app, TeacherPaths.follow, teacher, { teacher: 999999 })).code).toBe(Code.NOT_FOUND);
  });

  it('keeps each user’s favourites apart: a parent has their own', async () => {
    const parent = await demoParent(t.app);
    expect((await info(ids[0]!, parent)).data.teacher.collection).toBe(false);
    await post(t.app, TeacherPaths.follow, parent, { teacher: ids[2] });
    expect((await info(ids[2]!, parent)).data.teacher.collection).toBe(true);
    expect((await info(ids[2]!)).data.teacher.collection).toBe(false);
  });
});

describe('teacher list', () => {
  it('lists every teacher, best rated first, and only favourites on request', async () => {
    const all = await list();
    expect(all.map((x) => x.displayName)).toEqual(DEMO_TEACHERS.map((d) => d.displayName));
    expect(all.map((x) => x.teacher.avgStar)).toEqual([4.9, 4.7, 4.5, 4.2]);
    expect((await list(teacher, { onlyCollected: 'true' })).map((x) => x.id)).toEqual([ids[0]]);
    expect((await get(t.app, TeacherPaths.list)).code).toBe(Code.TOKEN_EXPIRED);
  });
});
