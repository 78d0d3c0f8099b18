import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { ScreenCastPaths as P, type CastItem, type CastSession } from '@shared/api/screen-cast';
import { Msg } from '@shared/rules/messages';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { demoParent, demoStudent, demoTeacher, get, otherTeacher, post } from '../../classes/__tests__/helpers';
import { uploadImage } from '../../files/__tests__/form';

let t: TestApp;
let teacher: string;
let parent: string;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await demoTeacher(t.app);
  parent = await demoParent(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Reads a server-sent event stream until `until` says stop (or 8 s pass); returns the events seen. */
async function readEvents(url: string, token: string, until: (events: { event: string; data: string }[]) => boolean) {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), 8000);
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: ctrl.signal });
  const events: { event: string; data: string }[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data });
      }
      if (until(events)) break;
    }
  } catch {
    // aborted after the deadline: the test's expectations say what was missing
  } finally {
    clearTimeout(timer);
    ctrl.abort();
  }
  return { status: res.status, type: res.headers.get('content-type'), events };
}

describe('screen casting from a phone to the classroom screen', () => {
  it('streams the pictures a parent sends to the teacher who opened the cast, and ends when it closes', async () => {
    const cast = (await post<CastSession>(t.app, P.create, teacher, {})).data;
    expect(cast.code).toMatch(/^\d{6}$/);
    const check = await get<{ teacherName: string }>(t.app, P.check, parent, { code: cast.code });
    expect(check.code).toBe(Code.OK);
    expect(check.data.teacherName).toBeTruthy();

    const first = await uploadImage(t.app, parent);
    const sent = await post<CastItem>(t.app, P.send, parent, { code: cast.code, url: first });
    expect(sent.data).toMatchObject({ seq: 1, url: first });

    // The screen connects after the first picture: it gets it, then the second as it is sent.
    const stream = readEvents(`${base}${P.stream}?code=${cast.code}`, teacher, (e) => e.length >= 2);
    const second = await uploadImage(t.app, parent);
    await new Promise((r) => setTimeout(r, 300));
    await post(t.app, P.send, parent, { code: cast.code, url: second });
    const seen = await stream;
    expect(seen.status).toBe(200);
    expect(seen.type).toContain('text/event-stream');
    expect(seen.events.map((e) => [e.event, (JSON.parse(e.data) as CastItem).url])).toEqual([
      ['cast', first],
      ['cast', second],
    ]);

    const closedEvent = readEvents(`${base}${P.stream}?code=${cast.code}&after=2`, teacher, (e) =>
      e.some((x) => x.event === 'closed'),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect((await post(t.app, P.close, teacher, { code: cast.code })).code).toBe(Code.OK);
    expect((await closedEvent).events.map((e) => e.event)).toEqual(['closed']);
    const late = await post(t.app, P.send, parent, { code: cast.code, url: second });
    expect(late).toMatchObject({ code: Code.NOT_FOUND, message: Msg.castCodeInvalid });
  });

  it('keeps a cast to its teacher, and a picture to the parent who uploaded it', async () => {
    const cast = (await post<CastSession>(t.app, P.create, teacher, {})).data;
    const other = await otherTeacher(t.app);
    expect((await post(t.app, P.close, other.token, { code: cast.code })).code).toBe(Code.FORBIDDEN);
    const res = await fetch(`${base}${P.stream}?code=${cast.code}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect((await res.json()) as { code: number }).toMatchObject({ code: Code.FORBIDDEN });
    // A parent token cannot open the screen's stream, nor another teacher's (or a pupil's) send to it or see it.
    const asParent = await fetch(`${base}${P.stream}?code=${cast.code}`, {
      headers: { authorization: `Bearer ${parent}` },
    });
    expect(((await asParent.json()) as { code: number }).code).not.toBe(Code.OK);
    const others = await uploadImage(t.app, other.token);
    expect(await post(t.app, P.send, other.token, { code: cast.code, url: others })).toMatchObject({
      code: Code.NOT_FOUND,
      message: Msg.castCodeInvalid,
    });
    expect((await get(t.app, P.check, other.token, { code: cast.code })).code).toBe(Code.NOT_FOUND);
    expect((await get(t.app, P.check, await demoStudent(t.app), { code: cast.code })).code).toBe(Code.NOT_FOUND);
    // A picture the teacher uploaded is not the parent's to cast.
    const teachers = await uploadImage(t.app, teacher);
    expect(await post(t.app, P.send, parent, { code: cast.code, url: teachers })).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.castImageInvalid,
    });
  });

  it('takes the teacher’s own phone (teacher sign-in) as a sender to their cast', async () => {
    const cast = (await post<CastSession>(t.app, P.create, teacher, {})).data;
    const check = await get<{ teacherName: string }>(t.app, P.check, teacher, { code: cast.code });
    expect(check.code).toBe(Code.OK);
    const stream = readEvents(`${base}${P.stream}?code=${cast.code}`, teacher, (e) => e.length >= 1);
    const photo = await uploadImage(t.app, teacher);
    await new Promise((r) => setTimeout(r, 300));
    const sent = await post<CastItem>(t.app, P.send, teacher, { code: cast.code, url: photo });
    expect(sent.data).toMatchObject({ seq: 1, url: photo, senderName: check.data.teacherName });
    expect((await stream).events.map((e) => (JSON.parse(e.data) as CastItem).url)).toEqual([photo]);
    // Still only pictures the teacher uploaded.
    const parents = await uploadImage(t.app, parent);
    expect(await post(t.app, P.send, teacher, { code: cast.code, url: parents })).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.castImageInvalid,
    });
  });

  it('refuses malformed codes and stops a phone guessing codes', async () => {
    expect((await get(t.app, P.check, parent, { code: '12ab' })).code).toBe(Code.BAD_REQUEST);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await get(t.app, P.check, parent, { code: `00000${i % 10}` })).code);
    // Ten wrong codes in ten minutes (the closed cast's refused send above was one), then 429.
    const wrong = codes.filter((c) => c === Code.NOT_FOUND).length;
    expect(wrong).toBeGreaterThanOrEqual(8);
    expect(wrong).toBeLessThanOrEqual(10);
    expect(codes.at(-1)).toBe(Code.TOO_MANY);
  });
});

describe('screen-cast streams cannot take the server down (issue 28)', () => {
  /** Opens a stream and keeps it open until `close` is called; resolves once the answer's head arrived. */
  async function openStream(code: string, token: string) {
    const ctrl = new AbortController();
    const res = await fetch(`${base}${P.stream}?code=${code}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: ctrl.signal,
    });
    const streaming = res.headers.get('content-type')?.includes('event-stream');
    const json = streaming ? null : ((await res.json()) as { code: number; message: string });
    return { status: res.status, json, close: () => ctrl.abort() };
  }

  it('refuses a student token to open a cast', async () => {
    const student = await demoStudent(t.app);
    expect(await post(t.app, P.create, student, {})).toMatchObject({ code: Code.FORBIDDEN, message: Msg.teacherOnly });
  });

  it('caps the streams of an account, and frees a slot when a stream closes', async () => {
    const { token } = await otherTeacher(t.app, 1);
    const cast = (await post<CastSession>(t.app, P.create, token, {})).data;
    const open = [];
    for (let i = 0; i < 4; i++) open.push(await openStream(cast.code, token));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const fifth = await openStream(cast.code, token);
    expect(fifth.json).toMatchObject({ code: Code.TOO_MANY, message: Msg.castStreamsTooMany });
    // Another cast of the same account counts too.
    const second = (await post<CastSession>(t.app, P.create, token, {})).data;
    expect((await openStream(second.code, token)).json).toMatchObject({ code: Code.TOO_MANY });
    open.pop()!.close();
    await new Promise((r) => setTimeout(r, 300));
    const again = await openStream(cast.code, token);
    expect(again.status).toBe(200);
    expect(again.json).toBeNull();
    for (const s of [...open, again]) s.close();
  });
});
