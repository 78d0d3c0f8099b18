import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { ParentPaths as P, type ChildSummary } from '@shared/api/parent';
import { Msg } from '@shared/rules/messages';
import { createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { demoParent, demoTeacher, get, post } from '../../classes/__tests__/helpers';

let t: TestApp;
let parent: string;
beforeAll(async () => {
  t = await createTestApp();
  parent = await demoParent(t.app);
});
afterAll(() => t.close());

/** A second parent, registered fresh, with no children. */
async function otherParent() {
  const mobile = `1360000${String(Math.floor(Math.random() * 9000) + 1000)}`;
  await t.database.db.execute(
    `INSERT INTO users (mobile, display_name, user_type, password_hash)
     SELECT '${mobile}', '别的家长', 'PARENT', password_hash FROM users WHERE mobile = '13800000002' AND user_type = 'PARENT'` as never,
  );
  return signIn(t.app, mobile, 'PARENT');
}

describe('a parent’s children', () => {
  it('lists the demo child with the class they are in', async () => {
    const list = (await get<ChildSummary[]>(t.app, P.children, parent)).data;
    expect(list).toEqual([
      expect.objectContaining({
        name: '李小明',
        classes: [expect.objectContaining({ className: '三年级2班', schoolName: '示范学校' })],
      }),
    ]);
  });

  it('adds a second child, switches to them and back, and removing ends the child token at once', async () => {
    const added = await post<ChildSummary>(t.app, P.addChild, parent, { displayName: '李小红' });
    expect(added).toMatchObject({ code: Code.OK, message: Msg.added, data: { name: '李小红', classes: [] } });
    const names = (await get<ChildSummary[]>(t.app, P.children, parent)).data.map((c) => c.name);
    expect(names).toEqual(['李小明', '李小红']);

    const sw = await post<{ access_token: string; childName: string }>(t.app, P.switchAccount, parent, {
      childId: added.data.childId,
    });
    expect(sw.data.childName).toBe('李小红');
    // The child token is a student's: it reads the child's own user info.
    const info = await get<{ displayName: string }>(t.app, '/api/v2/user/getUserInfo', sw.data.access_token, {
      userType: 'STUDENT',
    });
    expect(info.data.displayName).toBe('李小红');

    expect((await post(t.app, P.removeChild, parent, { childId: added.data.childId })).message).toBe(Msg.childRemoved);
    const after = await get(t.app, '/api/v2/user/getUserInfo', sw.data.access_token, { userType: 'STUDENT' });
    expect(after.code).toBe(Code.TOKEN_EXPIRED);
    expect((await post(t.app, P.switchAccount, parent, { childId: added.data.childId })).code).toBe(Code.FORBIDDEN);
  });

  it('keeps every call to the parent’s own children', async () => {
    const mine = (await get<ChildSummary[]>(t.app, P.children, parent)).data[0]!.childId;
    const stranger = await otherParent();
    expect((await get<ChildSummary[]>(t.app, P.children, stranger)).data).toEqual([]);
    expect((await post(t.app, P.switchAccount, stranger, { childId: mine })).code).toBe(Code.FORBIDDEN);
    expect((await post(t.app, P.removeChild, stranger, { childId: mine })).code).toBe(Code.FORBIDDEN);
    // A teacher token is not a parent's.
    const teacher = await demoTeacher(t.app);
    expect((await get(t.app, P.children, teacher)).code).toBe(Code.TOKEN_EXPIRED);
    expect((await post(t.app, P.addChild, undefined, { displayName: 'x' })).code).toBe(Code.TOKEN_EXPIRED);
  });

  it('refuses a sixth child and a bad name', async () => {
    const stranger = await otherParent();
    for (let i = 1; i <= 5; i++)
      expect((await post(t.app, P.addChild, stranger, { displayName: `孩子${i}` })).code).toBe(Code.OK);
    expect(await post(t.app, P.addChild, stranger, { displayName: '孩子6' })).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.tooManyChildren,
    });
    expect((await post(t.app, P.addChild, stranger, { displayName: '   ' })).code).toBe(Code.BAD_REQUEST);
    expect((await post(t.app, P.addChild, stranger, { displayName: 'x'.repeat(21) })).code).toBe(Code.BAD_REQUEST);
  });
});
