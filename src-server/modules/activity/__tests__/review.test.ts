import { afterAll, describe, expect, it } from 'vitest';
import { ActivityApi as A } from '@shared/api/activity';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { DEMO_EXPERT_TOKEN } from '../../../db/seeds/activity-content';
import { DEMO_DISTRICT_ADMIN } from '../../../db/seeds/3100-datacenter';
import { createTestApp, signIn } from '../../../test-helpers';
import { activityId, AI, api, READING, setDays, staffToken } from './helpers';

const t = await createTestApp();
afterAll(() => t.close());
const app = t.app;
const ai = await activityId(app, AI);
const reading = await activityId(app, READING);
const cms = await staffToken(app, 'datacenter');
const full = (total: [number, number, number]) => [
  { criterionId: 1, score: total[0] },
  { criterionId: 2, score: total[1] },
  { criterionId: 3, score: total[2] },
];

describe('expert review', () => {
  it('lets only the organiser invite, list and revoke; the token is shown once', async () => {
    const teacher = await signIn(app, DEMO_USERS.teacher.mobile);
    const refused = await api(app, A.createExpertInvite, { activityId: ai, expertName: '赵专家' }, { token: teacher });
    expect(refused.code).toBe(Code.TOKEN_EXPIRED);
    const made = await api(app, A.createExpertInvite, { activityId: ai, expertName: '赵专家', validDays: 3 }, { cms });
    expect(made.data.link).toBe(`/activity/expert/review/${ai}/${made.data.expertToken}`);
    const list = await api(app, A.expertInviteList, { activityId: ai }, { cms });
    expect(list.data.map((i) => i.expertName)).toEqual(expect.arrayContaining(['陈专家', '赵专家']));
    expect(JSON.stringify(list.data)).not.toContain(made.data.expertToken);
    const bad = await api(app, A.createExpertInvite, { activityId: ai, expertName: '', validDays: 999 } as never, {
      cms,
    });
    expect(bad.code).toBe(Code.BAD_REQUEST);
  });

  it('hides other experts’ scores until this expert has marked, then averages the marks', async () => {
    const expert = DEMO_EXPERT_TOKEN;
    const page = await api(app, A.reviewList, { activityId: ai, pageSize: 50 }, { expert });
    expect(page.data.expertName).toBe('陈专家');
    expect(page.data.list.every((w) => w.myMark === null && w.averageScore === null)).toBe(true);
    // 刘专家 marked the first five works in the seed: their scores do not show, in the list or in public.
    const work = page.data.list[0]!;
    expect((await api(app, A.workInfo, { workId: work.workId })).data.finalScore).toBeNull();
    const invalid = await api(
      app,
      A.markWorks,
      { activityId: ai, workId: work.workId, scores: full([41, 30, 30]) },
      { expert },
    );
    expect([invalid.code, invalid.message]).toEqual([Code.BAD_REQUEST, Msg.expertScoreInvalid]);
    const missing = await api(
      app,
      A.markWorks,
      { activityId: ai, workId: work.workId, scores: full([40, 30, 30]).slice(1) },
      { expert },
    );
    expect(missing.code).toBe(Code.BAD_REQUEST);
    const marked = await api(
      app,
      A.markWorks,
      { activityId: ai, workId: work.workId, scores: full([30, 20, 20]), comment: '好' },
      { expert },
    );
    expect(marked.code).toBe(Code.OK);
    expect(marked.data.expertCount).toBe(2);
    const after = await api(app, A.reviewList, { activityId: ai, reviewed: 'true' }, { expert });
    expect(after.data.list.map((w) => w.workId)).toEqual([work.workId]);
    // Blind review: no pupil's name or school reaches the expert while the activity is being judged.
    expect(page.data.blind).toBe(true);
    expect(page.data.list.every((w) => w.authors.length === 0 && w.schoolName === '')).toBe(true);
    expect(JSON.stringify(page.data)).not.toMatch(/小学|中学/);
    expect(after.data.list[0]!.myMark!.total).toBe(70);
    expect(after.data.list[0]!.averageScore).toBe(marked.data.averageScore);
    expect(after.data.reviewedCount).toBe(1);
  });

  it('ranks works by the experts’ average after three marks', async () => {
    const expert = DEMO_EXPERT_TOKEN;
    const todo = (await api(app, A.reviewList, { activityId: ai, reviewed: 'false', pageSize: 50 }, { expert })).data
      .list;
    const picks = todo.slice(-3);
    for (const [i, w] of picks.entries()) {
      const r = await api(
        app,
        A.markWorks,
        { activityId: ai, workId: w.workId, scores: full([40 - i, 30, 30]) },
        { expert },
      );
      expect(r.data.averageScore).toBe(100 - i);
    }
    const ranked = (await api(app, A.workList, { activityId: ai, pageSize: 3 })).data.list.map((w) => w.id);
    expect(ranked).toEqual(picks.map((w) => w.workId));
  });

  it('keeps a token link to its own activity, and refuses it once revoked or expired', async () => {
    const other = await api(app, A.reviewList, { activityId: reading }, { expert: DEMO_EXPERT_TOKEN });
    expect([other.code, other.message]).toEqual([Code.FORBIDDEN, Msg.expertNotAssigned]);
    const forged = await api(app, A.reviewList, { activityId: ai }, { expert: 'forged-token' });
    expect([forged.code, forged.message]).toEqual([Code.TOKEN_EXPIRED, Msg.expertTokenInvalid]);
    const anonymous = await api(app, A.reviewList, { activityId: ai });
    expect(anonymous.code).toBe(Code.TOKEN_EXPIRED);

    const made = await api(app, A.createExpertInvite, { activityId: ai, expertName: '钱专家', validDays: 1 }, { cms });
    const expert = made.data.expertToken;
    expect((await api(app, A.reviewList, { activityId: ai }, { expert })).code).toBe(Code.OK);
    await api(app, A.revokeExpertInvite, { inviteId: made.data.id }, { cms });
    const revoked = await api(app, A.reviewList, { activityId: ai }, { expert });
    expect([revoked.code, revoked.message]).toEqual([Code.TOKEN_EXPIRED, Msg.expertTokenInvalid]);
    const work = (await api(app, A.workList, { activityId: ai })).data.list[0]!;
    const mark = await api(app, A.markWorks, { activityId: ai, workId: work.id, scores: full([1, 1, 1]) }, { expert });
    expect(mark.code).toBe(Code.TOKEN_EXPIRED);

    const short = await api(app, A.createExpertInvite, { activityId: ai, expertName: '孙专家', validDays: 1 }, { cms });
    await setDays(app, ai, [-20, -10, -20, -1, 20]);
    await app.db.execute(
      `UPDATE activity_experts SET expires_at = now() - interval '1 second' WHERE id = ${short.data.id}`,
    );
    const expired = await api(app, A.reviewList, { activityId: ai }, { expert: short.data.expertToken });
    expect(expired.code).toBe(Code.TOKEN_EXPIRED);
  });

  it('lets expert accounts review only the activities they are assigned, inside the review window', async () => {
    const token = await staffToken(app, 'expert');
    const mine = await api(app, A.expertActivityList, {}, { token });
    expect(mine.data.map((a) => a.activityId)).toEqual([ai]);
    const list = await api(app, A.reviewList, { activityId: ai }, { token });
    expect(list.data.expertName).toBe('张专家');
    const elsewhere = await api(app, A.reviewList, { activityId: reading }, { token });
    expect(elsewhere.code).toBe(Code.FORBIDDEN);
    const work = list.data.list[0]!;
    await setDays(app, ai, [-20, -10, -20, 1, 20]);
    const early = await api(
      app,
      A.markWorks,
      { activityId: ai, workId: work.workId, scores: full([1, 1, 1]) },
      { token },
    );
    expect([early.code, early.message]).toEqual([Code.BAD_REQUEST, Msg.activityReviewClosed]);
    await setDays(app, ai, [-20, -10, -20, -1, 20]);
    const ok = await api(app, A.markWorks, { activityId: ai, workId: work.workId, scores: full([1, 1, 1]) }, { token });
    expect(ok.code).toBe(Code.OK);
    const wrongWork = await api(
      app,
      A.markWorks,
      { activityId: ai, workId: 999999, scores: full([1, 1, 1]) },
      { token },
    );
    expect(wrongWork.code).toBe(Code.NOT_FOUND);

    // Once the results are out the expert reads who made each work.
    await setDays(app, ai, [-30, -20, -30, -10, -1]);
    const results = await api(app, A.reviewList, { activityId: ai, pageSize: 50 }, { token });
    expect(results.data.activity.phase).toBe('FINISHED');
    expect(results.data.blind).toBe(false);
    expect(results.data.list.some((w) => w.authors.length > 0 && w.schoolName !== '')).toBe(true);
    await setDays(app, ai, [-20, -10, -20, -1, 20]);
  });
});

describe('a district admin stays in the district (issue 28)', () => {
  it('cannot invite, list or revoke the reviewers of an activity (activities are the bureau’s)', async () => {
    const district = await staffToken(app, 'datacenter', DEMO_DISTRICT_ADMIN.account);
    const made = await api(
      app,
      A.createExpertInvite,
      { activityId: ai, expertName: '区专家', validDays: 3 },
      {
        cms: district,
      },
    );
    expect(made).toMatchObject({ code: Code.FORBIDDEN, message: Msg.datacenterOutOfScope });
    expect((await api(app, A.expertInviteList, { activityId: ai }, { cms: district })).code).toBe(Code.FORBIDDEN);
    const others = await api(
      app,
      A.createExpertInvite,
      { activityId: ai, expertName: '局专家', validDays: 3 },
      { cms },
    );
    const revoke = await api(app, A.revokeExpertInvite, { inviteId: others.data.id }, { cms: district });
    expect(revoke).toMatchObject({ code: Code.FORBIDDEN, message: Msg.datacenterOutOfScope });
    const list = await api(app, A.expertInviteList, { activityId: ai }, { cms });
    expect(list.data.find((i) => i.id === others.data.id)?.revoked).toBe(false);
  });
});
