import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassPaths, classQrPath, type ClassPublicInfo, type UserClass } from '@shared/api/classes';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { classStudents } from '../db/schema';
import {
  demoChildId,
  demoClasses,
  demoParent,
  demoTeacher,
  get,
  otherTeacher,
  post,
} from '../modules/classes/__tests__/helpers';
import { createTestApp, type TestApp } from '../test-helpers';

/**
 * Class info and joining need the class QR code's signed invitation: a parent cannot read classes by sequential
 * id, nor put a child into any class by id. Reading class info needs sign-in.
 */
let t: TestApp;
let teacher: string;
let parent: string;
let child: number;
let interest: UserClass;
let admin: UserClass;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await demoTeacher(t.app);
  parent = await demoParent(t.app);
  child = await demoChildId(t.app);
  ({ interest, admin } = await demoClasses(t.app, teacher));
});
afterAll(() => t.close());

const refused = { code: Code.FORBIDDEN, message: Msg.classInviteInvalid, data: null };
const info = (classId: number, invite?: string, token: string | null = parent) =>
  get<ClassPublicInfo>(t.app, ClassPaths.info, token ?? undefined, {
    classId: String(classId),
    ...(invite ? { invite } : {}),
  });
const join = (classId: number, invite?: string) =>
  post<ClassPublicInfo>(t.app, ClassPaths.join, parent, { classId, childId: child, ...(invite ? { invite } : {}) });
const memberships = () => t.app.db.select().from(classStudents);

describe('class invitations', () => {
  it('are carried by the class list and the add answer, and in the QR target', () => {
    expect(interest.invite).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(interest.invite).not.toBe(admin.invite);
    const path = classQrPath({
      ...interest,
      classId: interest.id,
      className: interest.name,
      schoolId: interest.school.id,
      schoolName: interest.school.name,
    });
    expect(new URLSearchParams(path.split('?')[1]).get('invite')).toBe(interest.invite);
  });

  it('reading class info needs sign-in and the invitation', async () => {
    expect((await info(interest.id, interest.invite, null)).code).toBe(Code.TOKEN_EXPIRED);
    expect(await info(interest.id)).toEqual(refused);
    expect(await info(interest.id, admin.invite)).toEqual(refused);
    expect(await info(999999, interest.invite)).toEqual(refused);
    const ok = await info(interest.id, interest.invite);
    expect(ok.data).toMatchObject({ classId: interest.id, className: interest.name, studentCount: 0 });
  });

  it('a sequential walk over class ids with a guessed invitation learns nothing', async () => {
    for (let id = 1; id <= admin.id + interest.id + 3; id++) {
      expect(await info(id, 'A'.repeat(22))).toEqual(refused);
    }
  });

  it('joining needs the invitation of that very class, and a refused join changes nothing', async () => {
    const before = await memberships();
    expect(await join(interest.id)).toEqual(refused);
    expect(await join(interest.id, admin.invite)).toEqual(refused);
    expect(await join(interest.id, `${interest.invite}x`)).toEqual(refused);
    const { classId: theirs } = await otherTeacher(t.app);
    expect(await join(theirs, interest.invite)).toEqual(refused);
    expect(await memberships()).toEqual(before);
    const ok = await join(interest.id, interest.invite);
    expect(ok).toMatchObject({ code: Code.OK, message: Msg.joinClassSuccess, data: { studentCount: 1 } });
  });
});
