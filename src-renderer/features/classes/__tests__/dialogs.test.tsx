import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClassPaths } from '@shared/api/classes';
import { ConfigPaths } from '@shared/api/config';
import { CoursePaths } from '@shared/api/courses';
import { RedeemPaths } from '@shared/api/redeem';
import { SchoolPaths } from '@shared/api/school';
import { TeacherPaths } from '@shared/api/teachers';
import { AccountPaths } from '@shared/api/account';
import { UserPaths } from '@shared/api/user';
import { Msg } from '@shared/rules/messages';
import { AddClassDialog } from '../components/add-class-dialog';
import { AddCourseDialog } from '../components/add-course-dialog';
import { BindSchoolDialog } from '../components/bind-school-dialog';
import { GuideDialog } from '../components/guide-dialog';
import { RedeemCourseDialog } from '../components/redeem-course-dialog';
import { TeacherInfoDialog } from '../components/teacher-info-dialog';
import {
  collectToasts,
  DEMO_USER,
  fakeServer,
  ok,
  renderWithApp,
  resetAll,
  signedIn,
} from '../../../test-utils/fake-server';

let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  location.hash = '#/classpro/myClass';
  toasts = collectToasts();
});
afterEach(() => {
  toasts.stop();
  resetAll();
});

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('<BindSchoolDialog />', () => {
  const routes = () =>
    fakeServer({
      [SchoolPaths.lookup]: (c) => ok(c.query.code === 'DEMO2026' ? { id: 1, name: '示范学校' } : null),
      [SchoolPaths.bind]: () => ok(),
      [UserPaths.userInfo]: () => ok(DEMO_USER),
      [AccountPaths.userRelations]: () => ok([]),
    });

  it('does nothing for an empty code and says 激活失败 when the code finds no school', async () => {
    signedIn({ school: null });
    const api = routes();
    renderWithApp(<BindSchoolDialog open onClose={() => {}} />);
    click('激活');
    expect(api.calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('学校激活码'), { target: { value: 'NOPE' } });
    click('激活');
    await waitFor(() => expect(toasts.texts()).toContain(Msg.activateFailed));
    // The refused lookup does not hold the 3 s window: a corrected code is looked up at once.
    fireEvent.change(screen.getByLabelText('学校激活码'), { target: { value: 'DEMO2026' } });
    click('激活');
    expect(await screen.findByText('加入示范学校？')).toBeTruthy();
  });

  it('binds once however often confirm is clicked, says 激活成功 and refreshes the user', async () => {
    signedIn({ school: null });
    const api = routes();
    const onClose = vi.fn();
    renderWithApp(<BindSchoolDialog open onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('学校激活码'), { target: { value: 'DEMO2026' } });
    click('激活');
    await screen.findByText('加入示范学校？');
    click('确定');
    click('确定');
    click('确定');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.to(SchoolPaths.bind)).toHaveLength(1);
    expect(api.to(SchoolPaths.bind)[0]!.body).toEqual({ schoolCode: 'DEMO2026' });
    expect(toasts.texts()).toContain(Msg.activateSuccess);
    expect(api.to(UserPaths.userInfo)).toHaveLength(1);
  });

  it('says 已绑定该学校，无需重复激活 for the school the teacher is already in, and binds nothing (issue 34.14)', async () => {
    signedIn({ school: { id: 1, name: '示范学校' } });
    const api = routes();
    const onClose = vi.fn();
    renderWithApp(<BindSchoolDialog open onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('学校激活码'), { target: { value: 'DEMO2026' } });
    click('激活');
    await waitFor(() => expect(toasts.texts()).toContain(Msg.schoolAlreadyBound));
    expect(Msg.schoolAlreadyBound).toBe('已绑定该学校，无需重复激活');
    expect(screen.queryByText('加入示范学校？')).toBeNull();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.to(SchoolPaths.bind)).toHaveLength(0);
    expect(toasts.texts()).not.toContain(Msg.activateSuccess);
  });

  it('closes the dialog when the bind fails', async () => {
    signedIn({ school: null });
    fakeServer({
      [SchoolPaths.lookup]: () => ok({ id: 1, name: '示范学校' }),
      [SchoolPaths.bind]: () => ({ code: 400, message: Msg.activateFailed }),
    });
    const onClose = vi.fn();
    renderWithApp(<BindSchoolDialog open onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('学校激活码'), { target: { value: 'DEMO2026' } });
    click('激活');
    await screen.findByText('加入示范学校？');
    click('确定');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts.texts()).not.toContain(Msg.activateSuccess);
  });
});

describe('<GuideDialog />', () => {
  const klass = (id: number, courses: number) => ({
    id,
    userId: DEMO_USER.id,
    name: `${id}班`,
    type: 'ADMIN',
    level: 3,
    classNumber: id,
    gradeYear: 2024,
    intro: '',
    invite: 'x',
    school: { id: 1, name: '示范学校' },
    students: [],
    courses: Array.from({ length: courses }, (_, i) => ({
      studentCourseId: i + 1,
      courseId: i + 1,
      courseType: 'AI_COURSE',
      title: '课程',
      cover: '',
      weekdays: '',
    })),
  });
  const activeStep = () => document.querySelector('[aria-current="step"]')?.textContent ?? '';

  it('shows what a teacher with four classes has done: the course step, not 创建班级 (issue 34.14)', async () => {
    signedIn({ school: { id: 1, name: '示范学校' } });
    fakeServer({
      [ClassPaths.list]: () => ok([klass(1, 0), klass(2, 0), klass(3, 0), klass(4, 0)]),
      [ConfigPaths.getConfig]: () => ok([]),
    });
    renderWithApp(<GuideDialog open onClose={() => {}} />);
    await waitFor(() => expect(activeStep()).toContain('添加班级课程'));
    expect(screen.getAllByText('已完成')).toHaveLength(2);
  });

  it('marks every step done once a class has a course, and a new teacher starts at 激活学校课程', async () => {
    signedIn({ school: { id: 1, name: '示范学校' } });
    fakeServer({ [ClassPaths.list]: () => ok([klass(1, 2)]), [ConfigPaths.getConfig]: () => ok([]) });
    const view = renderWithApp(<GuideDialog open onClose={() => {}} />);
    await waitFor(() => expect(screen.getAllByText('已完成')).toHaveLength(3));
    view.unmount();
    resetAll();
    signedIn({ school: null });
    fakeServer({ [ClassPaths.list]: () => ok([]), [ConfigPaths.getConfig]: () => ok([]) });
    renderWithApp(<GuideDialog open onClose={() => {}} />);
    await waitFor(() => expect(activeStep()).toContain('激活学校课程'));
  });

  it('closes with the 关闭 button and with Escape', async () => {
    signedIn({ school: { id: 1, name: '示范学校' } });
    fakeServer({ [ClassPaths.list]: () => ok([]), [ConfigPaths.getConfig]: () => ok([]) });
    const onClose = vi.fn();
    renderWithApp(<GuideDialog open onClose={onClose} />);
    click('关闭');
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('<AddClassDialog />', () => {
  const created = {
    id: 9,
    userId: 7,
    name: '机器人兴趣班',
    type: 'INTEREST',
    level: null,
    classNumber: null,
    gradeYear: null,
    intro: '',
    school: { id: 1, name: '示范学校' },
    students: [],
    courses: [],
    createdAt: '2026-01-01T00:00:00Z',
    qr: { classId: 9, className: '机器人兴趣班', schoolId: 1, schoolName: '示范学校' },
  };

  it('says 请填写内容 for missing fields and sends nothing', async () => {
    signedIn();
    const api = fakeServer({ [ClassPaths.add]: () => ok(created) });
    renderWithApp(<AddClassDialog open onClose={() => {}} onShowQr={() => {}} />);
    click('确定');
    fireEvent.click(screen.getByRole('button', { name: Msg.addInterestClass }));
    fireEvent.change(screen.getByLabelText('兴趣班名称'), { target: { value: '   ' } });
    click('确定');
    expect(toasts.texts()).toEqual([Msg.fillContent, Msg.fillContent]);
    expect(api.calls).toHaveLength(0);
  });

  it('sends an interest class once per 3 s burst, then offers the QR code', async () => {
    signedIn();
    const api = fakeServer({ [ClassPaths.add]: () => ok(created) });
    const onShowQr = vi.fn();
    renderWithApp(<AddClassDialog open onClose={() => {}} onShowQr={onShowQr} />);
    fireEvent.click(screen.getByRole('button', { name: Msg.addInterestClass }));
    fireEvent.change(screen.getByLabelText('兴趣班名称'), { target: { value: ' 机器人兴趣班 ' } });
    click('确定');
    click('确定');
    await screen.findByText('班级创建成功');
    expect(api.to(ClassPaths.add).map((c) => c.body)).toEqual([{ type: 'INTEREST', name: '机器人兴趣班' }]);
    click('查看班级二维码');
    expect(onShowQr).toHaveBeenCalledWith(expect.objectContaining({ qr: created.qr }));
  });

  it('asks a teacher without a school to bind one first', () => {
    signedIn({ school: null });
    fakeServer({});
    renderWithApp(<AddClassDialog open onClose={() => {}} onShowQr={() => {}} />);
    expect(screen.getByText(Msg.bindSchoolFirst)).toBeTruthy();
    expect((screen.getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('<AddCourseDialog />', () => {
  const klass = {
    ...{ id: 3, userId: 7, name: '三年级2班', type: 'ADMIN', level: 3, classNumber: 2, gradeYear: 2023 },
  };
  const list = [{ ...klass, intro: '', school: { id: 1, name: '示范学校' }, students: [], courses: [], createdAt: '' }];
  const course = (courseId: number, title: string, has: boolean) => ({
    courseId,
    courseType: 'AI_COURSE',
    aiCourse: { id: courseId, title },
    title,
    cover: '',
    quota: 1,
    used: has ? 1 : 0,
    has,
  });
  const routes = (add: () => { code: number; message?: string; data?: unknown }) =>
    fakeServer({
      [ClassPaths.list]: () => ok(list),
      [CoursePaths.schoolCourseList]: () => ok([course(1, 'AI 编程启蒙', true), course(2, '人工智能初探', false)]),
      [CoursePaths.addCourseToClass]: add,
    });

  it('disables and marks courses already in the class, and needs a course and a weekday (有内容未填写)', async () => {
    signedIn();
    const api = routes(() => ok({}));
    renderWithApp(<AddCourseDialog open classId={3} onClose={() => {}} />);
    const added = await screen.findByRole('radio', { name: 'AI 编程启蒙' });
    expect(within(added).getByText(Msg.alreadyAdded)).toBeTruthy();
    expect(added.getAttribute('aria-disabled')).toBe('true');
    click('确定添加');
    fireEvent.click(screen.getByRole('radio', { name: '人工智能初探' }));
    fireEvent.click(screen.getByLabelText('计划授课'));
    click('确定添加');
    expect(toasts.texts()).toEqual([Msg.incomplete, Msg.incomplete]);
    expect(api.to(CoursePaths.addCourseToClass)).toHaveLength(0);
  });

  it('sends the weekdays comma-joined and says 添加成功', async () => {
    signedIn();
    const api = routes(() => ok({}));
    const onClose = vi.fn();
    renderWithApp(<AddCourseDialog open classId={3} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('radio', { name: '人工智能初探' }));
    fireEvent.click(screen.getByLabelText('计划授课'));
    fireEvent.click(screen.getByRole('button', { name: '周三' }));
    fireEvent.click(screen.getByRole('button', { name: '周一' }));
    click('确定添加');
    click('确定添加');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.to(CoursePaths.addCourseToClass).map((c) => c.body)).toEqual([
      { studentId: 3, courseId: 2, courseType: 'AI_COURSE', weekdays: '1,3' },
    ]);
    expect(toasts.texts()).toContain(Msg.added);
  });

  it('opens the quota dialog on code 910 (and no toast)', async () => {
    signedIn();
    routes(() => ({ code: 910, message: Msg.quotaUsedUp }));
    renderWithApp(<AddCourseDialog open classId={3} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('radio', { name: '人工智能初探' }));
    click('确定添加');
    const dialog = await screen.findByRole('dialog', { name: Msg.quotaUsedUp });
    expect(within(dialog).getByText(Msg.quotaContactSupport)).toBeTruthy();
    expect(toasts.texts()).toEqual([]);
  });
});

describe('<RedeemCourseDialog />', () => {
  it('is active only with a code, and clears the code when it is refused', async () => {
    signedIn();
    fakeServer({ [RedeemPaths.exchangeCourse]: () => ({ code: 404, message: Msg.redeemCodeInvalid }) });
    renderWithApp(<RedeemCourseDialog open onClose={() => {}} />);
    const button = screen.getByRole('button', { name: '立即兑换' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const input = screen.getByLabelText('课程兑换码') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'BAD' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(input.value).toBe(''));
    expect(toasts.texts()).toContain(Msg.redeemCodeInvalid);
  });
});

describe('<TeacherInfoDialog />', () => {
  it('says 请稍后 when favourite is clicked before the info has loaded', async () => {
    signedIn();
    let answer: (v: unknown) => void = () => {};
    fakeServer({ [TeacherPaths.info]: () => new Promise((r) => (answer = () => r(ok()))) });
    renderWithApp(<TeacherInfoDialog teacherId={5} onClose={() => {}} />);
    click(Msg.collect);
    expect(toasts.texts()).toEqual([Msg.pleaseWait]);
    answer(null);
  });

  it('toggles the favourite once per 500 ms and shows 已收藏', async () => {
    signedIn();
    const info = {
      id: 5,
      displayName: '张晓雨',
      avatar: '',
      teacher: {
        collection: false,
        tags: [{ id: 1, name: '少儿编程' }],
        avgStar: 4.9,
        introduction: null,
        teachLv: '1',
      },
    };
    const api = fakeServer({
      [TeacherPaths.info]: () => ok(info),
      [TeacherPaths.follow]: () => ok({ collection: true }),
    });
    renderWithApp(<TeacherInfoDialog teacherId={5} onClose={() => {}} />);
    expect(await screen.findByText('张晓雨')).toBeTruthy();
    expect(screen.getByText(Msg.noIntroduction)).toBeTruthy();
    expect(screen.getByText(Msg.teachAgeLow)).toBeTruthy();
    click(Msg.collect);
    click(Msg.collect);
    expect(await screen.findByRole('button', { name: Msg.collected })).toBeTruthy();
    expect(api.to(TeacherPaths.follow)).toHaveLength(1);
  });
});
