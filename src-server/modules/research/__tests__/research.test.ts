import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import {
  PLAN_CONTENT_MAX,
  ResearchPaths as P,
  type GroupInfo,
  type LessonPlan,
  type PlanComment,
  type ResearchGroup,
  type Subject,
} from '@shared/api/research';
import { Msg } from '@shared/rules/messages';
import { researchComments, researchPlans } from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { LIVE_SECOND_TEACHER } from '../../../db/seeds/demo-live';
import { RESEARCH_COLLEAGUES, RESEARCH_GROUPS, RESEARCH_PLANS } from '../../../db/seeds/demo-research';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { authorize, padded, postToHost, uploadImage } from '../../files/__tests__/form';

/** Subject research: groups of the caller's school only, sharing, comments, deleting one's own, bad input. */
let t: TestApp;
let me: string;
let colleague: string;
let second: string;
let maths: ResearchGroup;
let secondMaths: ResearchGroup;
const get = async <T>(url: string, token: string | undefined, query: Record<string, string> = {}) =>
  (await call<T>(t.app, { url, token, query })).body;
const post = async <T>(url: string, token: string | undefined, body: unknown) =>
  (await call<T>(t.app, { method: 'POST', url, token, body })).body;
type Page = { list: LessonPlan[]; total: number };

beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, DEMO_USERS.teacher.mobile);
  colleague = await signIn(t.app, RESEARCH_COLLEAGUES[1].mobile);
  second = await signIn(t.app, LIVE_SECOND_TEACHER.mobile);
  maths = (await get<ResearchGroup[]>(P.groupList, me, { subject: 'MATH' })).data[0]!;
  secondMaths = (await get<ResearchGroup[]>(P.groupList, second)).data[0]!;
});
afterAll(() => t.close());

describe('groups', () => {
  it('gives the subjects to anybody, and each school only its own groups', async () => {
    const subjects = await get<Subject[]>(P.subjectConfig, undefined);
    expect(subjects.data.slice(0, 4).map((s) => s.name)).toEqual(['语文', '数学', '英语', '科学']);
    const mine = await get<ResearchGroup[]>(P.groupList, me);
    expect(mine.data.map((g) => g.name)).toEqual(Object.values(RESEARCH_GROUPS).sort(bySubject));
    expect(mine.data.every((g) => g.schoolName === '示范学校')).toBe(true);
    expect(maths).toMatchObject({
      name: '数学教研组',
      subjectName: '数学',
      planCount: 2,
      joined: true,
      leaderName: '陈晓燕',
    });
    const theirs = await get<ResearchGroup[]>(P.groupList, second);
    expect(theirs.data.map((g) => [g.name, g.schoolName])).toEqual([['数学教研组', '实验第二小学']]);
    expect(theirs.data[0]!.id).not.toBe(maths.id);
  });

  it('shows a group with its members, leader first; another school gets 403 and an unknown id 404', async () => {
    const info = await get<GroupInfo>(P.groupInfo, me, { researchGroupId: String(maths.id) });
    expect(info.data.members[0]).toMatchObject({ displayName: '陈晓燕', role: 'LEADER' });
    expect(info.data.members.find((m) => m.mine)?.displayName).toBe('王老师');
    expect((await get(P.groupInfo, second, { researchGroupId: String(maths.id) })).code).toBe(Code.FORBIDDEN);
    expect((await get(P.planList, second, { researchGroupId: String(maths.id) })).code).toBe(Code.FORBIDDEN);
    const unknown = await get(P.groupInfo, me, { researchGroupId: '999999' });
    expect([unknown.code, unknown.message]).toEqual([Code.NOT_FOUND, Msg.researchGroupNotFound]);
    const bad = await get(P.groupInfo, me, { researchGroupId: 'abc' });
    expect(bad.code).toBe(Code.BAD_REQUEST);
  });

  it('refuses students and parents', async () => {
    const student = await signIn(t.app, DEMO_USERS.student.mobile, 'STUDENT');
    const s = await get(P.groupList, student);
    expect([s.code, s.message]).toEqual([Code.FORBIDDEN, Msg.teacherOnly]);
    const parent = await signIn(t.app, DEMO_USERS.parent.mobile, 'PARENT');
    expect((await get(P.groupList, parent)).code).toBe(Code.TOKEN_EXPIRED);
    expect((await get(P.groupList, undefined)).code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('lesson plans and comments', () => {
  it('lists the plans newest first with their comments, and marks the caller own ones', async () => {
    const page = await get<Page>(P.planList, me, { researchGroupId: String(maths.id) });
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((p) => [p.title, p.mine])).toEqual([
      [RESEARCH_PLANS.mine, true],
      [RESEARCH_PLANS.colleague, false],
    ]);
    expect(page.data.list[1]!.comments.map((c) => c.authorName)).toEqual(['周明', '王老师']);
  });

  it('shares a plan (the author joins the group), comments on it; colleagues read both', async () => {
    const english = (await get<ResearchGroup[]>(P.groupList, me, { subject: 'ENGLISH' })).data[0]!;
    expect(english.joined).toBe(false);
    const shared = await post<LessonPlan>(P.sharePlan, me, {
      researchGroupId: english.id,
      title: '  Unit 5 Colours 教学设计 ',
      content: 'Warm-up: sing a colour song.',
    });
    expect([shared.code, shared.message]).toEqual([Code.OK, Msg.researchPlanShared]);
    expect(shared.data).toMatchObject({ title: 'Unit 5 Colours 教学设计', authorName: '王老师', mine: true });
    const after = (await get<ResearchGroup[]>(P.groupList, me, { subject: 'ENGLISH' })).data[0]!;
    expect([after.joined, after.planCount, after.memberCount]).toEqual([true, 2, english.memberCount + 1]);
    const c = await post<PlanComment>(P.comment, colleague, { planId: shared.data.id, content: '颜色儿歌选得好' });
    expect([c.code, c.message, c.data.authorName]).toEqual([Code.OK, Msg.researchCommented, '陈晓燕']);
    const page = await get<Page>(P.planList, me, { researchGroupId: String(english.id) });
    expect(page.data.list[0]!.comments).toMatchObject([{ content: '颜色儿歌选得好', mine: false }]);
  });

  it('keeps attachments the teacher uploaded (a PDF and an image); a colleague cannot attach them', async () => {
    const auth = await authorize(t.app, me, {
      mediaType: 'DOCUMENT',
      contentType: 'application/pdf',
      fileName: 'a.pdf',
    });
    const pdf = await postToHost(t.app, auth.body.data[0]!, { data: padded(Buffer.from('%PDF-1.7\n'), 1024) });
    expect(pdf.body.code).toBe(Code.OK);
    const image = await uploadImage(t.app, me);
    const attachments = [
      { name: '面积单位学习单.pdf', url: pdf.body.data.url },
      { name: '板书设计.png', url: image },
    ];
    const body = {
      researchGroupId: maths.id,
      title: '《长方形的面积》教学设计',
      content: '数方格—猜想—验证',
      attachments,
    };
    const shared = await post<LessonPlan>(P.sharePlan, me, body);
    expect(shared.code).toBe(Code.OK);
    expect(shared.data.attachments).toEqual(attachments);
    const theirs = await post(P.sharePlan, colleague, body);
    expect([theirs.code, theirs.message]).toEqual([Code.BAD_REQUEST, Msg.researchAttachmentInvalid]);
    expect((await post(P.deletePlan, me, { planId: shared.data.id })).code).toBe(Code.OK);
  });

  it('refuses an empty title, too long content, an unknown group and a file the teacher did not upload', async () => {
    const base = { researchGroupId: maths.id, title: '标题', content: '内容' };
    const empty = await post(P.sharePlan, me, { ...base, title: '   ' });
    expect(empty.code).toBe(Code.BAD_REQUEST);
    expect(empty.message).toContain('请填写教案标题');
    const long = await post(P.sharePlan, me, { ...base, content: '字'.repeat(PLAN_CONTENT_MAX + 1) });
    expect(long.code).toBe(Code.BAD_REQUEST);
    expect(long.message).toContain(`教案内容不能超过 ${PLAN_CONTENT_MAX} 字`);
    const unknown = await post(P.sharePlan, me, { ...base, researchGroupId: 999999 });
    expect([unknown.code, unknown.message]).toEqual([Code.NOT_FOUND, Msg.researchGroupNotFound]);
    const file = await post(P.sharePlan, me, {
      ...base,
      attachments: [{ name: '教案.pdf', url: '/files/uploads/documents/202601/not-mine.pdf' }],
    });
    expect([file.code, file.message]).toEqual([Code.BAD_REQUEST, Msg.researchAttachmentInvalid]);
    const outside = await post(P.sharePlan, me, {
      ...base,
      attachments: [{ name: 'x', url: 'https://evil.test/x.pdf' }],
    });
    expect(outside.code).toBe(Code.BAD_REQUEST);
    const blank = await post(P.comment, me, { planId: 1, content: ' ' });
    expect(blank.code).toBe(Code.BAD_REQUEST);
    expect(blank.message).toContain('请填写评论内容');
    const missing = await post(P.comment, me, { planId: 999999, content: '好' });
    expect([missing.code, missing.message]).toEqual([Code.NOT_FOUND, Msg.researchPlanNotFound]);
  });

  it('another school can neither share to, comment on nor delete in this school', async () => {
    const plan = (await get<Page>(P.planList, me, { researchGroupId: String(maths.id) })).data.list[0]!;
    const before = await t.database.db.select().from(researchPlans);
    expect((await post(P.sharePlan, second, { researchGroupId: maths.id, title: 'x', content: 'y' })).code).toBe(
      Code.FORBIDDEN,
    );
    expect((await post(P.comment, second, { planId: plan.id, content: '越权评论' })).code).toBe(Code.FORBIDDEN);
    expect((await post(P.deletePlan, second, { planId: plan.id })).code).toBe(Code.FORBIDDEN);
    const theirPlan = (await get<Page>(P.planList, second, { researchGroupId: String(secondMaths.id) })).data.list[0]!;
    expect((await post(P.comment, me, { planId: theirPlan.id, content: '越权评论' })).code).toBe(Code.FORBIDDEN);
    expect(await t.database.db.select().from(researchPlans)).toEqual(before);
  });

  it('deletes only one own plan and comment', async () => {
    const page = await get<Page>(P.planList, me, { researchGroupId: String(maths.id) });
    const [mine, theirs] = page.data.list;
    const notMine = await post(P.deletePlan, me, { planId: theirs!.id });
    expect([notMine.code, notMine.message]).toEqual([Code.FORBIDDEN, Msg.researchNotYours]);
    const theirComment = mine!.comments.find((c) => !c.mine)!;
    expect((await post(P.deleteComment, me, { commentId: theirComment.id })).code).toBe(Code.FORBIDDEN);
    const myComment = theirs!.comments.find((c) => c.mine)!;
    const gone = await post(P.deleteComment, me, { commentId: myComment.id });
    expect([gone.code, gone.message]).toEqual([Code.OK, Msg.researchCommentDeleted]);
    expect((await post(P.deleteComment, me, { commentId: myComment.id })).code).toBe(Code.NOT_FOUND);
    const deleted = await post(P.deletePlan, me, { planId: mine!.id });
    expect([deleted.code, deleted.message]).toEqual([Code.OK, Msg.researchPlanDeleted]);
    const left = await get<Page>(P.planList, colleague, { researchGroupId: String(maths.id) });
    expect(left.data.list.map((p) => p.title)).toEqual([RESEARCH_PLANS.colleague]);
    // Its comments went with it.
    const orphans = await t.database.db.select().from(researchComments).where(eq(researchComments.planId, mine!.id));
    expect(orphans).toEqual([]);
  });
});

const ORDER = ['语文', '数学', '英语', '科学'];
function bySubject(a: string, b: string) {
  return ORDER.findIndex((s) => a.startsWith(s)) - ORDER.findIndex((s) => b.startsWith(s));
}
