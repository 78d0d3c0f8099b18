import { afterAll, describe, expect, it } from 'vitest';
import { ActivityApi as A } from '@shared/api/activity';
import { Code } from '@shared/api/common';
import { HomeApi } from '@shared/api/home';
import { Msg } from '@shared/rules/messages';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { createTestApp, signIn } from '../../../test-helpers';
import { JPEG, otherTeacher, PNG, postToHost, uploadImage } from '../../files/__tests__/form';
import { activityId, AI, api, CODING, READING, SCIENCE, setDays } from './helpers';

const t = await createTestApp();
afterAll(() => t.close());
const app = t.app;
const teacher = await signIn(app, DEMO_USERS.teacher.mobile);
const parent = await signIn(app, DEMO_USERS.parent.mobile, 'PARENT');
const reading = await activityId(app, READING);
const image = (url: string) => ({ kind: 'IMAGE' as const, url, name: '图.png' });

describe('activity centre and works', () => {
  it('shows each demo activity in its phase, with timeline, criteria, prizes and a phase filter', async () => {
    const info = await api(app, A.activityInfo, { activityId: await activityId(app, AI) });
    expect(info.data.phase).toBe('REVIEWING');
    expect(info.data.timeline.map((s) => s.label)).toEqual(['报名', '作品提交', '专家评审', '结果公布']);
    expect(info.data.criteria.length).toBe(3);
    expect(info.data.prizes[0]!.name).toBe('一等奖');
    expect(info.data.registered).toBe(false);
    const list = await api(app, HomeApi.activityList, { phase: 'SUBMITTING' });
    expect(list.data.list.map((a) => a.name)).toEqual([READING]);
    const schools = await api(app, A.schoolList, { activityId: reading });
    expect(schools.data.total).toBeGreaterThanOrEqual(4);
    // Each school counts its own works, and together they are the activity's works.
    const perSchool = schools.data.list.map((x) => x.workCount);
    const all = await api(app, A.workList, { activityId: reading, pageSize: 50 });
    expect(perSchool.reduce((n, c) => n + c, 0)).toBe(all.data.total);
    expect(new Set(perSchool).size).toBeGreaterThan(1);
    const missing = await api(app, A.activityInfo, { activityId: 99999 });
    expect([missing.code, missing.message]).toEqual([Code.NOT_FOUND, Msg.activityNotFound]);
  });

  it('ranks by final score then praise, and shows scores only once results are out', async () => {
    const done = await api(app, A.workList, { activityId: await activityId(app, SCIENCE), pageSize: 50 });
    const scores = done.data.list.map((w) => w.finalScore!);
    expect(scores.every((s) => typeof s === 'number')).toBe(true);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(done.data.list.map((w) => w.rank)).toEqual(done.data.list.map((_, i) => i + 1));
    const reviewing = await api(app, A.workList, { activityId: await activityId(app, AI), pageSize: 50 });
    expect(reviewing.data.list.every((w) => w.finalScore === null)).toBe(true);
    const first = reviewing.data.list[0]!;
    const picture = await app.inject({ url: first.cover });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const traversal = await app.inject({ url: '/files/activity/..%2Fx.png' });
    expect(traversal.headers['content-type']).not.toBe('image/png');
    const info = await api(app, A.workInfo, { workId: first.id });
    expect([info.data.rank, info.data.finalScore]).toEqual([1, null]);
  });

  it('lets a teacher register a class and submit a work with two uploaded images; others cannot touch it', async () => {
    const reg = await api(app, A.register, { activityId: reading, studentIds: [] }, { token: teacher });
    expect([reg.code, reg.message]).toEqual([Code.BAD_REQUEST, Msg.activityClassRequired]);
    const files = [image(await uploadImage(app, teacher)), image(await uploadImage(app, teacher))];
    // 每人（班级）限报一件 (issue 34): the demo class has its work in already, so a second one is refused and not
    // ranked; the standing work may be changed.
    const standing = (await api(app, A.userWorks, { activityId: reading }, { token: teacher })).data;
    expect(standing).toHaveLength(1);
    const second = await api(
      app,
      A.submitWorks,
      { activityId: reading, title: '第二件作品', authors: ['王老师'], files },
      { token: teacher },
    );
    expect([second.code, second.message]).toEqual([Code.BAD_REQUEST, Msg.activityOneWork]);
    const sent = await api(
      app,
      A.submitWorks,
      { activityId: reading, workId: standing[0]!.id, title: '班级读书报告', authors: ['王老师'], files },
      { token: teacher },
    );
    expect([sent.code, sent.message]).toEqual([Code.OK, Msg.activityWorkSubmitted]);
    expect(sent.data.files.length).toBe(2);
    expect(sent.data.editable).toBe(true);
    const mine = await api(app, A.userWorks, { activityId: reading }, { token: teacher });
    expect(mine.data.map((w) => w.title)).toEqual(['班级读书报告']);
    const registered = await api(app, A.registeredList, {}, { token: teacher });
    expect(registered.data.list.find((r) => r.activityId === reading)?.workCount).toBe(1);
    const ranked = await api(app, A.workList, { activityId: reading, pageNum: 1, pageSize: 50 });
    expect(ranked.data.list.map((w) => w.title)).not.toContain('第二件作品');

    const other = await otherTeacher(app, app.db);
    const change = await api(
      app,
      A.submitWorks,
      { activityId: reading, workId: sent.data.id, title: '改', authors: ['x'], files },
      { token: other.token },
    );
    expect(change.code).toBe(Code.FORBIDDEN);
    const cancel = await api(app, A.cancelWorks, { workId: sent.data.id }, { token: other.token });
    expect(cancel.code).toBe(Code.FORBIDDEN);
    const notUploaded = await api(
      app,
      A.submitWorks,
      { activityId: reading, title: 'x', authors: ['x'], files: [image('/files/uploads/images/202601/nope.png')] },
      { token: teacher },
    );
    expect([notUploaded.code, notUploaded.message]).toEqual([Code.BAD_REQUEST, Msg.activityFileInvalid]);
    const anonymous = await api(app, A.submitWorks, { activityId: reading, title: 'x', authors: ['x'], files });
    expect(anonymous.code).toBe(Code.TOKEN_EXPIRED);
    const bad = await api(app, A.submitWorks, { activityId: reading, title: '', authors: [], files: [] } as never, {
      token: teacher,
    });
    expect(bad.code).toBe(Code.BAD_REQUEST);
    expect(bad.message).toMatch(/[\u4e00-\u9fa5]/);

    const withdrawn = await api(app, A.cancelWorks, { workId: sent.data.id }, { token: teacher });
    expect([withdrawn.code, withdrawn.message]).toEqual([Code.OK, Msg.activityWorkWithdrawn]);
    const gone = await api(app, A.workInfo, { workId: sent.data.id });
    expect(gone.code).toBe(Code.NOT_FOUND);
    // A withdrawn work leaves the place free: a new one may go in.
    const again = await api(
      app,
      A.submitWorks,
      { activityId: reading, title: '同样的图再交一件', authors: ['x'], files },
      { token: teacher },
    );
    expect(again.code).toBe(Code.OK);
  });

  it('refuses registration, submission and withdrawal outside their windows (Beijing-time instants on the server)', async () => {
    const coding = await activityId(app, CODING);
    const unregistered = await api(
      app,
      A.submitWorks,
      { activityId: reading, title: 'x', authors: ['x'], files: [image('/files/uploads/a.png')] },
      { token: parent },
    );
    expect([unregistered.code, unregistered.message]).toEqual([Code.FORBIDDEN, Msg.activityNotRegistered]);
    const reg = await api(app, A.register, { activityId: coding, studentIds: [] }, { token: parent });
    expect([reg.code, reg.message]).toEqual([Code.OK, Msg.activityRegistered]);
    const notYet = await api(
      app,
      A.submitWorks,
      { activityId: coding, title: 'x', authors: ['x'], files: [image('/files/uploads/a.png')] },
      { token: parent },
    );
    expect([notYet.code, notYet.message]).toEqual([Code.BAD_REQUEST, Msg.activitySubmitNotStarted]);

    const mine = await api(app, A.userWorks, { activityId: reading }, { token: teacher });
    await setDays(app, reading, [-20, -5, -20, -0.0001, 10]);
    const late = await api(
      app,
      A.submitWorks,
      { activityId: reading, title: '迟到的作品', authors: ['x'], files: [image(await uploadImage(app, teacher))] },
      { token: teacher },
    );
    expect([late.code, late.message]).toEqual([Code.BAD_REQUEST, Msg.activitySubmitClosed]);
    const lateStranger = await api(
      app,
      A.submitWorks,
      { activityId: reading, title: 'x', authors: ['x'], files: [image('/files/uploads/a.png')] },
      { token: parent },
    );
    expect([lateStranger.code, lateStranger.message]).toEqual([Code.BAD_REQUEST, Msg.activitySubmitClosed]);
    const withdraw = await api(app, A.cancelWorks, { workId: mine.data[0]!.id }, { token: teacher });
    expect([withdraw.code, withdraw.message]).toEqual([Code.BAD_REQUEST, Msg.activityWithdrawClosed]);
    const register = await api(app, A.register, { activityId: reading, studentIds: [] }, { token: parent });
    expect([register.code, register.message]).toEqual([Code.BAD_REQUEST, Msg.activityRegisterClosed]);
    await setDays(app, reading, [-10, 10, -10, 15, 25]);
  });
});

describe('H5 submitters and praise', () => {
  it('signs up with a temp token that reaches only its own works', async () => {
    const coding = await activityId(app, CODING);
    const up = await api(app, A.signUpH5, {
      activityId: coding,
      name: '小明',
      mobile: '13712345678',
      schoolName: '成都市实验小学',
    });
    expect(up.code).toBe(Code.OK);
    const info = await api(app, A.activityInfo, { activityId: coding }, { temp: up.data.tempToken });
    expect(info.data.registered).toBe(true);
    const works = await api(app, A.userWorks, {}, { temp: up.data.tempToken });
    expect(works.data).toEqual([]);
    const forged = await api(app, A.userWorks, {}, { temp: 'forged' });
    expect(forged.code).toBe(Code.TOKEN_EXPIRED);
    const closed = await api(app, A.signUpH5, {
      activityId: reading + 1000,
      name: 'x',
      mobile: '13712345678',
      schoolName: 'x',
    });
    expect(closed.code).toBe(Code.NOT_FOUND);
    const badMobile = await api(app, A.signUpH5, { activityId: coding, name: 'x', mobile: '123', schoolName: 'x' });
    expect(badMobile.code).toBe(Code.BAD_REQUEST);
  });

  it('lets an H5 submitter upload pictures through the signed path and submit a work with them', async () => {
    const up = await api(app, A.signUpH5, {
      activityId: reading,
      name: '小刚',
      mobile: '13712345670',
      schoolName: '绵阳市东辰学校',
    });
    const temp = up.data.tempToken;
    const anonymous = await api(app, A.workUploadAuthor, { contentType: 'image/png' });
    expect(anonymous.code).toBe(Code.TOKEN_EXPIRED);
    const auth = await api(app, A.workUploadAuthor, { contentType: 'image/png', quantity: 2 }, { temp });
    expect(auth.data.length).toBe(2);
    const urls = [];
    for (const a of auth.data) urls.push((await postToHost(app, a, { data: PNG })).body.data.url);
    const lying = await api(app, A.workUploadAuthor, { contentType: 'image/png' }, { temp });
    const refused = await postToHost(app, lying.data[0]!, { data: JPEG.subarray(0, 3) });
    expect(refused.body.code).not.toBe(Code.OK);
    const sent = await api(
      app,
      A.submitWorks,
      { activityId: reading, title: '手机拍的读书笔记', authors: ['小刚'], files: urls.map(image) },
      { temp },
    );
    expect([sent.code, sent.data.schoolName]).toEqual([Code.OK, '绵阳市东辰学校']);
    // A teacher cannot reuse the H5 submitter's pictures: they are not theirs.
    const reuse = await api(
      app,
      A.submitWorks,
      { activityId: reading, title: 'x', authors: ['x'], files: [image(urls[0]!)] },
      { token: teacher },
    );
    expect(reuse.code).toBe(Code.BAD_REQUEST);
  });

  it('counts one praise per user per work, whatever is replayed, and lets it be undone', async () => {
    const up = await api(app, A.signUpH5, {
      activityId: reading,
      name: '小红',
      mobile: '13712345679',
      schoolName: '乐山市实验中学',
    });
    const temp = up.data.tempToken;
    const list = await api(app, A.workList, { activityId: reading, sort: 'NEWEST' });
    const target = list.data.list.find((w) => w.title !== '班级读书报告')!;
    const once = await api(app, A.praiseWorks, { workId: target.id, praise: true }, { temp });
    expect(once.data).toEqual({ workId: target.id, praised: true, praiseCount: target.praiseCount + 1 });
    const replays = await Promise.all(
      [1, 2, 3].map(() => api(app, A.praiseWorks, { workId: target.id, praise: true }, { temp })),
    );
    expect(replays.map((r) => r.data.praiseCount)).toEqual([1, 2, 3].map(() => target.praiseCount + 1));
    const seen = await api(app, A.workInfo, { workId: target.id }, { temp });
    expect([seen.data.praised, seen.data.praiseCount]).toEqual([true, target.praiseCount + 1]);
    const undo = await api(app, A.praiseWorks, { workId: target.id, praise: false }, { temp });
    const undoAgain = await api(app, A.praiseWorks, { workId: target.id, praise: false }, { temp });
    expect([undo.data.praiseCount, undoAgain.data.praiseCount]).toEqual([target.praiseCount, target.praiseCount]);
  });

  it('keeps an H5 temp token to its own activity: it cannot praise another activity’s works (issue 28)', async () => {
    const up = await api(app, A.signUpH5, {
      activityId: await activityId(app, CODING),
      name: '小兰',
      mobile: '13712345671',
      schoolName: '成都市实验小学',
    });
    const target = (await api(app, A.workList, { activityId: reading })).data.list[0]!;
    const praise = await api(app, A.praiseWorks, { workId: target.id, praise: true }, { temp: up.data.tempToken });
    expect(praise).toMatchObject({ code: Code.FORBIDDEN, message: Msg.activityTempOtherActivity });
    const after = await api(app, A.workInfo, { workId: target.id });
    expect(after.data.praiseCount).toBe(target.praiseCount);
  });

  it('refuses praising one’s own work, praising after results, and more than 30 praises a minute', async () => {
    const own = (await api(app, A.userWorks, { activityId: reading }, { token: teacher })).data[0]!;
    const self = await api(app, A.praiseWorks, { workId: own.id, praise: true }, { token: teacher });
    expect([self.code, self.message]).toEqual([Code.BAD_REQUEST, Msg.praiseOwnWork]);
    const finished = (await api(app, A.workList, { activityId: await activityId(app, SCIENCE) })).data.list[0]!;
    const late = await api(app, A.praiseWorks, { workId: finished.id, praise: true }, { token: parent });
    expect([late.code, late.message]).toEqual([Code.BAD_REQUEST, Msg.praiseClosed]);
    const target = (await api(app, A.workList, { activityId: reading })).data.list.find((w) => w.id !== own.id)!;
    // The refused praise above counted: 29 more fill the minute's 30.
    const codes = [];
    for (let i = 0; i < 29; i++)
      codes.push((await api(app, A.praiseWorks, { workId: target.id, praise: i % 2 === 0 }, { token: parent })).code);
    expect(codes.every((c) => c === Code.OK)).toBe(true);
    const limited = await api(app, A.praiseWorks, { workId: target.id, praise: true }, { token: parent });
    expect([limited.code, limited.message]).toEqual([Code.TOO_MANY, Msg.praiseTooFast]);
  });
});
