import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@shared/rules/messages';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';

// Issue 32: a pupil's account gives no data until a guardian consents; the guardian grants, refuses or withdraws; a
// teacher sees which pupils lack consent, not why.
let t: TestApp;
let parent: string;
let otherParent: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  parent = await signIn(t.app, '13800000002', 'PARENT');
  teacher = await signIn(t.app, '13800000001');
  otherParent = teacher; // a teacher token is not a parent token: refused by area
}, 60_000);
afterAll(() => t.close());

type Consent = { childId: number; childName: string; state: string; decidedAt: string | null };
const addChild = async (displayName: string) =>
  (
    await call<{ childId: number }>(t.app, {
      method: 'POST',
      url: '/api/v2/user/parent/addChild',
      token: parent,
      body: { displayName },
    })
  ).body.data.childId;
const childToken = async (childId: number) =>
  (
    await call<{ access_token: string }>(t.app, {
      method: 'POST',
      url: '/api/v2/user/switchAccount',
      token: parent,
      body: { childId },
    })
  ).body.data.access_token;
const consent = (childId: number, token = parent) =>
  call<Consent>(t.app, { url: `/api/v2/consent/vt/child?childId=${childId}`, token });
const decide = (childId: number, decision: string, token = parent) =>
  call<Consent>(t.app, { method: 'POST', url: '/api/v2/consent/vt/decide', token, body: { childId, decision } });
const saveProgress = (token: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/v1/digital/saveReadingProgress',
    token,
    body: { bookId: 1, page: 2, updatedAt: new Date().toISOString() },
  });

describe('guardian consent', () => {
  it('a new child signs in but gives no data until the guardian consents; withdrawing stops it again', async () => {
    const childId = await addChild('小新');
    expect((await consent(childId)).body.data).toMatchObject({ childName: '小新', state: 'pending', decidedAt: null });
    const child = await childToken(childId);
    // Signing in works: the child's own user info answers.
    expect((await call(t.app, { url: '/api/v2/user/getUserInfo', token: child })).body.code).toBe(200);
    expect((await saveProgress(child)).body).toMatchObject({ code: 403, message: Msg.guardianConsentRequired });

    const granted = await decide(childId, 'grant');
    expect(granted.body).toMatchObject({ code: 200, message: Msg.consentGranted, data: { state: 'granted' } });
    expect(granted.body.data.decidedAt).toBeTruthy();
    expect((await saveProgress(child)).body.message).not.toBe(Msg.guardianConsentRequired);

    expect((await decide(childId, 'grant')).body).toMatchObject({ code: 400, message: Msg.consentAlreadyGranted });
    expect((await decide(childId, 'refuse')).body).toMatchObject({ code: 400, message: Msg.consentRefuseNotPending });
    const withdrawn = await decide(childId, 'withdraw');
    expect(withdrawn.body).toMatchObject({ code: 200, message: Msg.consentWithdrawn, data: { state: 'withdrawn' } });
    expect((await saveProgress(child)).body).toMatchObject({ code: 403, message: Msg.guardianConsentRequired });
    expect((await decide(childId, 'withdraw')).body).toMatchObject({
      code: 400,
      message: Msg.consentWithdrawNotGranted,
    });
  });

  it('a refusal keeps the child to signing in; the guardian may consent later', async () => {
    const childId = await addChild('小丽');
    expect((await decide(childId, 'refuse')).body).toMatchObject({ code: 200, data: { state: 'refused' } });
    expect((await saveProgress(await childToken(childId))).body.message).toBe(Msg.guardianConsentRequired);
    expect((await decide(childId, 'grant')).body.data.state).toBe('granted');
  });

  it('a forged child id or a caller who is not the guardian gets a clear message and changes nothing', async () => {
    const childId = await addChild('小刚');
    // The demo pupil 李小明 is the demo parent's child; 999999 is nobody's; a teacher token is not a parent's.
    expect((await consent(999_999)).body).toMatchObject({ code: 403, message: Msg.consentNotGuardian });
    expect((await decide(999_999, 'grant')).body).toMatchObject({ code: 403, message: Msg.consentNotGuardian });
    expect((await decide(childId, 'grant', otherParent)).body.code).toBe(901);
    expect((await decide(childId, 'maybe')).body.code).toBe(400);
    expect((await consent(childId)).body.data.state).toBe('pending');
  });

  it('the teacher sees which pupils of the class lack consent (ids only, not why); the demo pupils were granted', async () => {
    const classes = await call<{ id: number; invite: string; students: { userId: number }[] }[]>(t.app, {
      url: '/api/v2/user/getUserClassList',
      token: teacher,
    });
    const cls = classes.body.data[0]!;
    const missing = async () =>
      (
        await call<{ missing: number[] }>(t.app, {
          url: `/api/v2/consent/vt/classMissing?classId=${cls.id}`,
          token: teacher,
        })
      ).body;
    expect((await missing()).data.missing).toEqual([]);
    const childId = await addChild('小红');
    const joined = await call(t.app, {
      method: 'POST',
      url: '/api/v2/user/joinClass',
      token: parent,
      body: { classId: cls.id, childId, invite: cls.invite },
    });
    expect(joined.body.code).toBe(200);
    expect(await missing()).toMatchObject({ code: 200, data: { missing: [childId] } });
    expect(JSON.stringify(await missing())).not.toMatch(/pending|refused|withdrawn/);
    await decide(childId, 'grant');
    expect((await missing()).data.missing).toEqual([]);
    // Another class id than the teacher's own: refused.
    const other = await call(t.app, { url: '/api/v2/consent/vt/classMissing?classId=999999', token: teacher });
    expect(other.body.code).not.toBe(200);
  });
});
