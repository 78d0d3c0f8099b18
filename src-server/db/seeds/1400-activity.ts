import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import {
  activities,
  activityExperts,
  activityPraises,
  activityRegistrations,
  activityScores,
  activitySubmitters,
  activityWorks,
  classes,
  notices,
  staffAccounts,
  users,
} from '../schema';
import { activityRulesUrl } from '../../modules/activity/work-images';
import { DEMO_STAFF, DEMO_USERS } from './demo-accounts';
import type { SeedOptions } from './seed-options';
import { ACTIVITY_DETAILS, DEMO_EXPERT_TOKEN, OTHER_SCHOOLS, WORK_TITLES } from './activity-content';

const DAY = 86_400_000;
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const img = (name: string) => `/files/activity/${name}.png`;

type Row = typeof activities.$inferSelect;

/** H5 submitters of other schools (their tokens are random and unknown: they only own works and praises). */
async function submitters(db: Executor, a: Row, n: number) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    const school = OTHER_SCHOOLS[i % OTHER_SCHOOLS.length]!;
    const [s] = await db
      .insert(activitySubmitters)
      .values({
        activityId: a.id,
        name: `${school.students[i % school.students.length]}`,
        mobile: `1370000${String(a.id * 100 + i).padStart(4, '0')}`,
        schoolName: school.name,
        grade: '五年级',
        tokenHash: hash(`seed-${a.id}-${i}-${Math.random()}`),
        expiresAt: new Date(Date.now() + 30 * DAY),
      })
      .returning();
    await db.insert(activityRegistrations).values({
      activityId: a.id,
      submitterKind: 'h5',
      submitterId: s!.id,
      registeredAs: s!.name,
      schoolName: school.name,
      region: school.region,
    });
    rows.push(s!);
  }
  return rows;
}

/** Works of the H5 submitters: one each, two pictures, praised by the next few submitters. */
async function works(db: Executor, a: Row, subs: { id: number; name: string; schoolName: string }[], t0: number) {
  const out = [];
  for (const [i, s] of subs.entries()) {
    const files = [0, 1].map((k) => ({
      kind: 'IMAGE' as const,
      url: img(`a${a.id}-w${i}-${k}`),
      name: `作品图${k + 1}.png`,
    }));
    const [w] = await db
      .insert(activityWorks)
      .values({
        activityId: a.id,
        submitterKind: 'h5',
        submitterId: s.id,
        schoolName: s.schoolName,
        title: WORK_TITLES[(a.id * 3 + i) % WORK_TITLES.length]!,
        description: `${s.name}的参赛作品，记录了创作的思路和过程。`,
        authors: [s.name],
        files,
        cover: files[0]!.url,
        createdAt: new Date(t0 + i * 3_600_000),
      })
      .returning();
    out.push(w!);
  }
  for (const [i, w] of out.entries()) {
    const fans = subs.filter((_, j) => j !== i && (i + j) % 3 !== 0).slice(0, (i * 7) % subs.length);
    if (!fans.length) continue;
    await db.insert(activityPraises).values(fans.map((f) => ({ workId: w.id, userKind: 'h5' as const, userId: f.id })));
    await db.update(activityWorks).set({ praiseCount: fans.length }).where(eq(activityWorks.id, w.id));
  }
  return out;
}

/** Marks by invited experts (random tokens), and the works' final scores as their average. */
async function score(db: Executor, a: Row, ws: { id: number }[], experts: string[], upTo: number) {
  const ids = [];
  for (const name of experts) {
    const [e] = await db
      .insert(activityExperts)
      .values({
        activityId: a.id,
        name,
        tokenHash: hash(`seed-${name}-${Math.random()}`),
        expiresAt: new Date(Date.now() + 30 * DAY),
      })
      .returning();
    ids.push(e!.id);
  }
  for (const [i, w] of ws.slice(0, upTo).entries()) {
    const totals = [];
    for (const [k, expertId] of ids.entries()) {
      const scores = a.criteria.map((c, j) => ({
        criterionId: c.id,
        score: Math.max(0, c.maxScore - ((i * 3 + j + k * 2) % 9)),
      }));
      const total = scores.reduce((s, x) => s + x.score, 0);
      totals.push(total);
      await db
        .insert(activityScores)
        .values({ workId: w.id, expertId, scores, total, comment: '构思新颖，表达清楚。' });
    }
    const avg = Math.round((totals.reduce((s, x) => s + x, 0) / totals.length) * 100) / 100;
    await db.update(activityWorks).set({ finalScore: avg, rankScore: avg }).where(eq(activityWorks.id, w.id));
  }
}

/**
 * Demo activities (issue 14): the five catalogue activities get rules, criteria, prizes, attachments, news and
 * timelines that put them in every phase (see ACTIVITY_DETAILS); other schools' works with generated pictures and
 * praises; the demo teacher registered with a class and one work in the submitting activity; expert01 assigned to
 * the activity in review, plus docs/demo-data.md's demo token link for 陈专家; the finished activity fully scored.
 */
export async function seedActivities(db: Executor, opts: SeedOptions) {
  const now = Date.now();
  const rows = await db.select().from(activities).orderBy(asc(activities.id));
  const [expert] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.kind, 'expert'), eq(staffAccounts.account, DEMO_STAFF.expert.account)));
  const [teacher] = await db.select().from(users).where(eq(users.mobile, DEMO_USERS.teacher.mobile)).limit(1);
  for (const a of rows) {
    const d = ACTIVITY_DETAILS.find((x) => x.name === a.name);
    if (!d) continue;
    const at = (days: number) => new Date(now + days * DAY);
    const [row] = await db
      .update(activities)
      .set({
        startTime: at(d.days[0]),
        registrationEnd: at(d.days[1]),
        submissionStart: at(d.days[2]),
        submissionEnd: at(d.days[3]),
        endTime: at(d.days[4]),
        rules: d.rules,
        organiser: d.organiser,
        criteria: d.criteria,
        prizes: d.prizes,
        // The poster, and the rules as a PDF the activity route writes from these very fields.
        attachments: [...d.attachments, { name: `${a.name}章程.pdf`, url: activityRulesUrl(a.id) }],
      })
      .where(eq(activities.id, a.id))
      .returning();
    const act = row!;
    // News: the activities the shell seed gave none (it wrote two for the first).
    const [hasNews] = await db.select({ id: notices.id }).from(notices).where(eq(notices.activityId, act.id)).limit(1);
    if (!hasNews)
      await db.insert(notices).values(
        d.news.map((n, i) => ({
          title: n.title,
          summary: n.summary,
          content: n.content,
          noticeType: 'ACTIVITY',
          activityId: act.id,
          publishTime: at(-1 - i * 2),
        })),
      );
    if (d.works === 0) continue;
    const subs = await submitters(db, act, d.works);
    const ws = await works(db, act, subs, now + (d.days[2] + 1) * DAY);
    if (d.phase === 'REVIEWING') {
      await score(db, act, ws, ['刘专家'], 5);
      if (expert)
        await db.insert(activityExperts).values({ activityId: act.id, staffId: expert.id, name: expert.displayName });
      if (opts.staff)
        await db.insert(activityExperts).values({
          activityId: act.id,
          name: '陈专家',
          tokenHash: hash(DEMO_EXPERT_TOKEN),
          expiresAt: at(d.days[4] + 7),
        });
    }
    if (d.phase === 'FINISHED') await score(db, act, ws, ['刘专家', '周专家', '吴专家'], ws.length);
    if (d.phase === 'SUBMITTING' && teacher) await teacherWork(db, act, teacher.id, now);
  }
}

/** The demo teacher's registration (their first class) and one work with two pictures. */
async function teacherWork(db: Executor, a: Row, teacherId: number, now: number) {
  const [cls] = await db.select().from(classes).where(eq(classes.ownerId, teacherId)).orderBy(asc(classes.id)).limit(1);
  await db.insert(activityRegistrations).values({
    activityId: a.id,
    submitterKind: 'teacher',
    submitterId: teacherId,
    registeredAs: cls?.name ?? '王老师的班级',
    classId: cls?.id ?? null,
    schoolName: '示范学校',
    region: '四川省',
  });
  const files = [0, 1].map((k) => ({
    kind: 'IMAGE' as const,
    url: img(`a${a.id}-teacher-${k}`),
    name: `读书分享${k + 1}.png`,
  }));
  await db.insert(activityWorks).values({
    activityId: a.id,
    submitterKind: 'teacher',
    submitterId: teacherId,
    schoolName: '示范学校',
    title: '我们班的读书角',
    description: '全班同学一起布置的读书角和读书笔记展示。',
    authors: ['王老师', '李小明'],
    files,
    cover: files[0]!.url,
    createdAt: new Date(now - 2 * DAY),
  });
}
