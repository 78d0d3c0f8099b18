import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivityPaths, type ReviewList } from '@shared/api/activity';
import ExpertReviewPage from '../pages/expert-review-page';
import { fakeServer, ok, renderWithApp, resetAll, signedIn } from '../../../test-utils/fake-server';

beforeEach(() => signedIn());
afterEach(() => resetAll());

const work = (workId: number, title: string, files: ReviewList['list'][number]['files']) => ({
  workId,
  title,
  description: `${title}的说明`,
  authors: [],
  files,
  cover: '',
  schoolName: '',
  myMark: null,
  averageScore: null,
});
const list: ReviewList = {
  activity: { id: 3, name: '微视频大赛', phase: 'REVIEWING', reviewEnd: '2026-12-20T16:00:00.000Z' },
  expertName: '陈专家',
  criteria: [{ id: 1, name: '创意', maxScore: 100 }],
  blind: true,
  reviewedCount: 0,
  total: 2,
  list: [
    work(1, '我家的垃圾分类', [{ kind: 'VIDEO', url: '/files/uploads/works/v1.mp4', name: '垃圾分类.mp4' }]),
    work(2, '校园植物观察报告', [{ kind: 'DOCUMENT', url: '/files/uploads/works/d1.pdf', name: '观察报告.pdf' }]),
  ],
};

function open() {
  fakeServer({ [ActivityPaths.reviewList]: () => ok(list) });
  renderWithApp(
    <MemoryRouter initialEntries={['/activity/expert/review/3/tok-abcdefghijklmnop']}>
      <Routes>
        <Route path="/activity/expert/review/:activityId/:expertToken" element={<ExpertReviewPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('<ExpertReviewPage /> (issue 34.17)', () => {
  it('shows video and document works, not only pictures, and opens a video in the player', async () => {
    open();
    const items = await screen.findAllByTestId('review-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('垃圾分类.mp4')).toBeTruthy();
    expect(within(items[1]!).getByText('观察报告.pdf')).toBeTruthy();
    fireEvent.click(within(items[0]!).getByRole('button', { name: '查看作品' }));
    const dialog = await screen.findByRole('dialog', { name: '我家的垃圾分类' });
    expect(await within(dialog).findByTestId('work-video')).toBeTruthy();
    expect(within(dialog).getByText('我家的垃圾分类的说明')).toBeTruthy();
  });

  it('says the review is blind and shows no author or school line', async () => {
    open();
    expect((await screen.findByTestId('blind-review')).textContent).toContain('作者姓名和学校在结果公布后显示');
    expect(screen.queryByText(/ · $/)).toBeNull();
  });
});
