import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { SchoolPaths } from '@shared/api/school';
import { Msg } from '@shared/rules/messages';
import { DEMO_SCHOOL } from '../../../db/seeds/demo-accounts';
import { DEMO_SCHOOL_CODES as C, DEMO_TEACHERS, SECOND_SCHOOL } from '../../../db/seeds/demo-classes';
import { createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { demoParent, demoStudent, demoTeacher, get, post } from '../../classes/__tests__/helpers';

let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await demoTeacher(t.app);
});
afterAll(() => t.close());

const lookup = (code: string, token = teacher) =>
  get<{ id: number; name: string } | null>(t.app, SchoolPaths.lookup, token, { code });
const schoolOf = async (token: string) =>
  (await get<{ school: { name: string } | null }>(t.app, '/api/v2/user/getUserInfo', token)).data.school;

describe('school code lookup', () => {
  it('finds the demo school by its code, in any case', async () => {
    for (const code of [C.demo, C.demo.toLowerCase(), ` ${C.demo} `]) {
      const body = await lookup(code);
      expect(body.code).toBe(200);
      expect(body.data?.name).toBe(DEMO_SCHOOL.name);
    }
  });

  it.each([
    ['unknown', 'NOPE-0000'],
    ['disabled', C.disabled],
    ['expired', C.expired],
    ['not cooperating', C.notCooperating],
  ])('returns no data for a %s code (the client shows 激活失败)', async (_, code) => {
    expect(await lookup(code)).toEqual({ code: 200, message: Msg.ok, data: null });
  });

  it('refuses an empty code and a signed-out caller', async () => {
    expect((await lookup('')).code).toBe(Code.BAD_REQUEST);
    expect((await get(t.app, SchoolPaths.lookup, undefined, { code: C.demo })).code).toBe(Code.TOKEN_EXPIRED);
    expect((await lookup(C.demo, await demoParent(t.app))).code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('school binding', () => {
  it('binds a teacher with no school and says 激活成功', async () => {
    const token = await signIn(t.app, DEMO_TEACHERS[1].mobile, 'TEACHER');
    expect(await schoolOf(token)).toBeNull();
    const body = await post<{ name: string }>(t.app, SchoolPaths.bind, token, { schoolCode: C.demo.toLowerCase() });
    expect(body.code).toBe(200);
    expect(body.message).toBe(Msg.activateSuccess);
    expect(body.data.name).toBe(DEMO_SCHOOL.name);
    expect((await schoolOf(token))?.name).toBe(DEMO_SCHOOL.name);
  });

  it('changes school through userClassBindSchool too', async () => {
    const token = await signIn(t.app, DEMO_TEACHERS[2].mobile, 'TEACHER');
    expect((await post(t.app, SchoolPaths.userClassBind, token, { schoolCode: C.demo })).code).toBe(200);
    const body = await post<{ name: string }>(t.app, SchoolPaths.userClassBind, token, { schoolCode: C.second });
    expect(body.message).toBe(Msg.activateSuccess);
    expect((await schoolOf(token))?.name).toBe(SECOND_SCHOOL);
  });

  it.each([C.disabled, C.expired, C.notCooperating, 'NOPE-0000'])(
    'refuses %s with 激活失败 and leaves the school as it was',
    async (schoolCode) => {
      const body = await post(t.app, SchoolPaths.bind, teacher, { schoolCode });
      expect(body).toEqual({ code: Code.BAD_REQUEST, message: Msg.activateFailed, data: null });
      expect((await schoolOf(teacher))?.name).toBe(DEMO_SCHOOL.name);
    },
  );

  it('is for teachers: a student is refused, a parent token is not accepted', async () => {
    const student = await demoStudent(t.app);
    const body = await post(t.app, SchoolPaths.bind, student, { schoolCode: C.second });
    expect(body).toEqual({ code: Code.FORBIDDEN, message: Msg.teacherOnly, data: null });
    expect((await schoolOf(student))?.name).toBe(DEMO_SCHOOL.name);
    const parent = await demoParent(t.app);
    expect((await post(t.app, SchoolPaths.bind, parent, { schoolCode: C.demo })).code).toBe(Code.TOKEN_EXPIRED);
  });

  it('answers a malformed body with 400, never a 500', async () => {
    for (const body of [{}, { schoolCode: 42 }, { schoolCode: '' }, { schoolCode: 'x'.repeat(65) }, []]) {
      const res = await post(t.app, SchoolPaths.bind, teacher, body);
      expect(res.code).toBe(Code.BAD_REQUEST);
    }
  });
});
