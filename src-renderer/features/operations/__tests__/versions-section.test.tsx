import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpsPaths } from '@shared/api/operations';
import VersionsSection from '../components/versions-section';
import { fakeServer, ok, renderWithApp, resetAll, signedIn } from '../../../test-utils/fake-server';

beforeEach(() => signedIn());
afterEach(() => resetAll());

const published = (body: unknown) => ({
  id: 9,
  ...(body as object),
  publishedAt: '2026-11-27T08:00:00.000Z',
  withdrawnAt: null,
});

function fill(version: string) {
  fireEvent.change(screen.getByLabelText('版本号'), { target: { value: version } });
  fireEvent.change(screen.getByLabelText('更新说明'), { target: { value: '修复上课模式' } });
}

describe('<VersionsSection /> publishing', () => {
  it('asks before publishing a forced update, and publishes nothing when the operator cancels', async () => {
    const api = fakeServer({
      [OpsPaths.appVersionList]: () => ok([]),
      [OpsPaths.publishAppVersion]: (c) => ok(published(c.body)),
    });
    renderWithApp(<VersionsSection />);
    await screen.findByText('发布新版本');
    fill('1.5.0');
    fireEvent.click(screen.getByLabelText('强制更新'));
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('发布强制更新 1.5.0？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(OpsPaths.publishAppVersion)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '发布强制更新' }));
    await waitFor(() => expect(api.to(OpsPaths.publishAppVersion)).toHaveLength(1));
    expect(api.to(OpsPaths.publishAppVersion)[0]!.body).toMatchObject({ version: '1.5.0', isForceUpdate: true });
  });

  it('publishes an ordinary update at once', async () => {
    const api = fakeServer({
      [OpsPaths.appVersionList]: () => ok([]),
      [OpsPaths.publishAppVersion]: (c) => ok(published(c.body)),
    });
    renderWithApp(<VersionsSection />);
    await screen.findByText('发布新版本');
    fill('1.5.1');
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(api.to(OpsPaths.publishAppVersion)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
