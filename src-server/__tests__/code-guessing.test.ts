import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { RedeemPaths } from '@shared/api/redeem';
import { SchoolPaths } from '@shared/api/school';
import { Msg } from '@shared/rules/messages';
import { DEMO_USERS } from '../db/seeds/demo-accounts';
import { DEMO_REDEEM_CODES as R, DEMO_SCHOOL_CODES as S, DEMO_TEACHERS } from '../db/seeds/demo-classes';
import { LIMITS } from '../lib/limits';
import { call, createTestApp, randomAddress, signIn, type TestApp } from '../test-helpers';

/**
 * Activation and redeem codes cannot be guessed: misses are counted per account and per client address in the
 * shared store, and past the limit every code call answers 429, even with a right code. An unknown and a used
 * redeem code get the same answer, so a guesser cannot tell that a code exists.
 */
let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  teacher = await signIn(t.app, DEMO_USERS.teacher.mobile);
});
afterAll(() => t.close());

const tooMany = { code: Code.TOO_MANY, message: Msg.codeGuessTooMany, data: null };
const guess = (token: string, kind: number, code: string, address = randomAddress()) => {
  const headers = { 'x-forwarded-for': address };
  const urls = [SchoolPaths.lookup, SchoolPaths.bind, RedeemPaths.info, RedeemPaths.bind, RedeemPaths.exchangeCourse];
  const url = urls[kind % urls.length]!;
  return url === SchoolPaths.lookup || url === RedeemPaths.info
    ? call(t.app, { url, token, headers, query: url === SchoolPaths.lookup ? { code } : { exchangeCode: code } })
    : call(t.app, { method: 'POST', url, token, headers, body: { schoolCode: code, exchangeCode: code } });
};

describe('code guessing', () => {
  it('answers an unknown and a used redeem code alike', async () => {
    const unknown = await call(t.app, {
      url: RedeemPaths.info,
      token: teacher,
      query: { exchangeCode: 'BOOK-NOPE-9999' },
    });
    const used = await call(t.app, { url: RedeemPaths.info, token: teacher, query: { exchangeCode: R.used } });
    expect(used.body).toEqual(unknown.body);
    expect(used.status).toBe(unknown.status);
    const bindUsed = await call(t.app, {
      method: 'POST',
      url: RedeemPaths.bind,
      token: teacher,
      body: { exchangeCode: R.used },
    });
    expect(bindUsed.body).toEqual(unknown.body);
  });

  it('stops one account after its misses, from any address, even for a right code', async () => {
    const token = await signIn(t.app, DEMO_TEACHERS[0]!.mobile, 'TEACHER');
    // A right code is no miss: with a school bound, every code call below reaches its code.
    const bound = await call(t.app, { method: 'POST', url: SchoolPaths.bind, token, body: { schoolCode: S.demo } });
    expect(bound.body.code).toBe(Code.OK);
    const answers: number[] = [];
    for (let i = 0; i < LIMITS.codeGuess.perAccount + 5; i++) {
      answers.push((await guess(token, i, `GUESS${1000 + i}`)).body.code);
    }
    expect(answers.filter((c) => c === Code.TOO_MANY)).toHaveLength(5);
    expect(answers.slice(0, LIMITS.codeGuess.perAccount)).not.toContain(Code.TOO_MANY);
    expect((await guess(token, 0, S.demo)).body).toEqual(tooMany);
    expect((await guess(token, 2, R.books[0])).body).toEqual(tooMany);
  });

  it('stops one address across accounts', async () => {
    const address = randomAddress();
    const accounts = [
      ...(await Promise.all(DEMO_TEACHERS.slice(1).map((d) => signIn(t.app, d.mobile, 'TEACHER')))),
      await signIn(t.app, DEMO_USERS.student.mobile, 'STUDENT'),
      await signIn(t.app, DEMO_USERS.parent.mobile, 'PARENT'),
    ];
    let answered = 0;
    let refused = 0;
    for (const token of accounts) {
      for (let i = 0; i < LIMITS.codeGuess.perAccount; i++) {
        // Redeem look-ups: every area here may make them.
        const { body } = await guess(token, 2, `ADDR${answered + refused}`, address);
        if (body.code === Code.TOO_MANY) refused++;
        else answered++;
      }
    }
    expect(answered).toBe(LIMITS.codeGuess.perAddress);
    expect(refused).toBe(accounts.length * LIMITS.codeGuess.perAccount - LIMITS.codeGuess.perAddress);
  });

  it('does not count right codes: a teacher may look up a good code many times', async () => {
    const address = randomAddress();
    for (let i = 0; i < LIMITS.codeGuess.perAccount * 2; i++) {
      const { body } = await call(t.app, {
        url: SchoolPaths.lookup,
        token: teacher,
        query: { code: S.demo },
        headers: { 'x-forwarded-for': address },
      });
      expect(body.code).toBe(Code.OK);
    }
  });
});
