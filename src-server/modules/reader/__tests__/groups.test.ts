import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { ReaderPaths, type ClassGroups, type MyClass } from '@shared/api/reader';
import { Msg } from '@shared/rules/messages';
import { classGroupSettings, users } from '../../../db/schema';
import { CLASSMATES } from '../../../db/seeds/1100-aicourse';
import { DEMO_GROUPS } from '../../../db/seeds/2000-reader';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { castOf, get, post, type Cast } from './helpers';

/** 我的班级 and 学习小组 through the routes: who sees which class, and the self-selection rules. */
let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await castOf(t.app, t.database.db);
});
afterAll(() => t.close());

const groups = (token: string | undefined, classId = c.classId) =>
  get<ClassGroups>(t.app, ReaderPaths.groups, token, { classId });
const groupId = async (name: string) => (await groups(c.student)).data.groups.find((g) => g.name === name)!.id;

describe('my classes', () => {
  it('lists the student’s class with its school, teacher, students, textbooks and group', async () => {
    const res = await get<MyClass[]>(t.app, ReaderPaths.myClasses, c.student);
    expect(res.code).toBe(200);
    expect(res.data).toEqual([
      {
        classId: c.classId,
        className: expect.stringMatching(/年级2班$/),
        schoolName: '示范学校',
        teacherName: '王老师',
        studentCount: 6,
        books: [{ bookId: c.mathBookId, title: '义务教育教科书·数学 三年级下册', subject: '数学', owned: true }],
        groupName: '星火小组',
      },
    ]);
  });

  it('is for students: a teacher is refused, a signed-out caller asked to sign in', async () => {
    const teacher = await get(t.app, ReaderPaths.myClasses, c.teacher);
    expect([teacher.code, teacher.message]).toEqual([Code.FORBIDDEN, Msg.readerStudentOnly]);
    expect((await get(t.app, ReaderPaths.myClasses, undefined)).code).toBe(Code.TOKEN_EXPIRED);
  });

  it('shows another student only their own classes', async () => {
    const res = await get<MyClass[]>(t.app, ReaderPaths.myClasses, c.stranger);
    expect(res.data.map((k) => [k.className, k.books, k.groupName])).toEqual([['隔壁兴趣班', [], null]]);
  });
});

describe('study groups', () => {
  it('shows the class’s groups with their members, the student’s own group and who has none', async () => {
    const res = await groups(c.student);
    expect(res.code).toBe(200);
    expect(res.data.selfSelect).toBe(true);
    expect(res.data.groups.map((g) => [g.name, g.capacity, g.members.map((m) => m.name)])).toEqual(
      DEMO_GROUPS.map((g) => [g.name, g.capacity, [g.leader, ...g.members.filter((m) => m !== g.leader)]]),
    );
    const mine = res.data.groups.find((g) => g.id === res.data.myGroupId)!;
    expect(mine.name).toBe('星火小组');
    expect(mine.members.find((m) => m.me)).toMatchObject({ name: '李小明', leader: false });
    expect(mine.members.find((m) => m.leader)?.name).toBe('张子涵');
    expect(res.data.ungrouped.map((s) => s.name)).toEqual(['孙悦']);
  });

  it('refuses a class the student is not in, an unknown class and a signed-out caller', async () => {
    const other = await groups(c.student, c.otherClassId);
    expect([other.code, other.message, other.data]).toEqual([Code.FORBIDDEN, Msg.readerNotInClass, null]);
    const missing = await groups(c.student, 999_999);
    expect([missing.code, missing.message]).toEqual([Code.NOT_FOUND, Msg.classNotFound]);
    expect((await groups(undefined)).code).toBe(Code.TOKEN_EXPIRED);
    const bad = await get(t.app, ReaderPaths.groups, c.student, { classId: 'abc' });
    expect(bad.code).toBe(Code.BAD_REQUEST);
  });

  it('lets the class’s teacher read them, and nobody else’s teacher', async () => {
    const own = await groups(c.teacher);
    expect([own.code, own.data.myGroupId, own.data.groups.length]).toEqual([200, null, 3]);
    expect((await groups(c.otherTeacher)).code).toBe(Code.FORBIDDEN);
  });

  it('joins and leaves by the rules: one group at a time, not a full one, not another class’s', async () => {
    const flying = await groupId('飞翔小组');
    const explore = await groupId('探索小组');
    const spark = await groupId('星火小组');
    const inOther = await post(t.app, ReaderPaths.joinGroup, c.student, { groupId: explore });
    expect([inOther.code, inOther.message]).toEqual([Code.BAD_REQUEST, Msg.groupAlreadyIn]);
    const full = await post(t.app, ReaderPaths.joinGroup, c.classmate, { groupId: flying });
    expect([full.code, full.message]).toEqual([Code.BAD_REQUEST, Msg.groupFull]);
    const stranger = await post(t.app, ReaderPaths.joinGroup, c.stranger, { groupId: explore });
    expect([stranger.code, stranger.message]).toEqual([Code.NOT_FOUND, Msg.groupNotFound]);
    const teacher = await post(t.app, ReaderPaths.joinGroup, c.teacher, { groupId: explore });
    expect(teacher.code).toBe(Code.FORBIDDEN);
    const notMine = await post(t.app, ReaderPaths.leaveGroup, c.student, { groupId: explore });
    expect([notMine.code, notMine.message]).toEqual([Code.BAD_REQUEST, Msg.groupNotMember]);

    const left = await post<ClassGroups>(t.app, ReaderPaths.leaveGroup, c.student, { groupId: spark });
    expect([left.code, left.message, left.data.myGroupId]).toEqual([200, Msg.groupLeft, null]);
    expect(left.data.ungrouped.map((s) => s.name)).toContain('李小明');
    const joined = await post<ClassGroups>(t.app, ReaderPaths.joinGroup, c.student, { groupId: explore });
    expect([joined.code, joined.message, joined.data.myGroupId]).toEqual([200, Msg.groupJoined, explore]);
    // Back where the demo data had him.
    await post(t.app, ReaderPaths.leaveGroup, c.student, { groupId: explore });
    expect((await post<ClassGroups>(t.app, ReaderPaths.joinGroup, c.student, { groupId: spark })).data.myGroupId).toBe(
      spark,
    );
  });

  it('lets nobody choose when the teacher has not opened self-selection', async () => {
    await t.database.db
      .update(classGroupSettings)
      .set({ selfSelect: false })
      .where(eq(classGroupSettings.classId, c.classId));
    const res = await post(t.app, ReaderPaths.joinGroup, c.classmate, { groupId: await groupId('探索小组') });
    expect([res.code, res.message]).toEqual([Code.FORBIDDEN, Msg.groupSelfSelectOff]);
    const leave = await post(t.app, ReaderPaths.leaveGroup, c.student, { groupId: await groupId('星火小组') });
    expect(leave.code).toBe(Code.FORBIDDEN);
    expect((await groups(c.student)).data.selfSelect).toBe(false);
    await t.database.db
      .update(classGroupSettings)
      .set({ selfSelect: true })
      .where(eq(classGroupSettings.classId, c.classId));
  });

  it('never puts more students in a group than it holds, even when they join at once', async () => {
    // 探索小组 has one member and room for two more; three students with no group try together.
    const explore = await groupId('探索小组');
    const spark = await groupId('星火小组');
    const [zhang] = await t.database.db.select().from(users).where(eq(users.displayName, CLASSMATES[0]!));
    const leader = (await t.app.tokens.issue('teacher', zhang!.id)).access_token;
    await post(t.app, ReaderPaths.leaveGroup, c.student, { groupId: spark });
    await post(t.app, ReaderPaths.leaveGroup, leader, { groupId: spark });
    const results = await Promise.all(
      [c.student, c.classmate, leader].map((tk) => post(t.app, ReaderPaths.joinGroup, tk, { groupId: explore })),
    );
    expect(results.map((r) => r.code).sort()).toEqual([200, 200, Code.BAD_REQUEST]);
    expect(results.find((r) => r.code !== 200)!.message).toBe(Msg.groupFull);
    const res = await groups(c.student);
    expect(res.data.groups.find((g) => g.id === explore)!.members).toHaveLength(3);
    // The leader who left leaves 星火小组 without one.
    expect(res.data.groups.find((g) => g.id === spark)!.members.some((m) => m.leader)).toBe(false);
  });
});
