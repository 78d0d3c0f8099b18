import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClassPaths } from '@shared/api/classes';
import { ChildClasses } from '../components/child-classes';
import { fakeServer, ok, renderWithApp, resetAll, signedIn } from '../../../test-utils/fake-server';

beforeEach(() => signedIn());
afterEach(() => resetAll());

const kid = {
  childId: 5,
  name: '李小明',
  classes: [{ classId: 9, className: '三年级2班', schoolName: '实验第二小学', teacherName: '王老师' }],
};

describe('<ChildClasses /> 退出班级 (issue 34.26)', () => {
  it('asks in the product’s own dialog, not the browser’s box; 取消 sends nothing, confirming leaves', async () => {
    const browserBox = vi.spyOn(window, 'confirm');
    const server = fakeServer({ [ClassPaths.quit]: () => ok() });
    renderWithApp(<ChildClasses kid={kid} />);
    fireEvent.click(screen.getByRole('button', { name: '退出班级' }));
    const dialog = await screen.findByRole('dialog', { name: '确定让李小明退出三年级2班吗？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to(ClassPaths.quit)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '退出班级' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出班级' }));
    await vi.waitFor(() => expect(server.to(ClassPaths.quit)).toHaveLength(1));
    expect(server.to(ClassPaths.quit)[0]!.body).toEqual({ classId: 9, childId: 5 });
    expect(browserBox).not.toHaveBeenCalled();
  });
});
