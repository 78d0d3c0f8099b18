import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskPaths, type Question, type Submission } from '@shared/api/task';
import { MarkingPanel } from '../components/marking-panel';
import { fakeServer, ok, renderWithApp, resetAll, signedIn } from '../../../test-utils/fake-server';

beforeEach(() => signedIn());
afterEach(() => resetAll());

const q = (id: number, type: Question['type'], score: number): Question => ({
  id,
  bookId: 1,
  lessonId: 1,
  type,
  stem: `第${id}题`,
  options: type === 'SINGLE' ? ['甲', '乙'] : [],
  score,
  page: null,
  answer: type === 'SINGLE' ? 'A' : null,
  explanation: null,
});
const questions = [q(1, 'SINGLE', 2), q(2, 'SUBJECTIVE', 10), q(3, 'SUBJECTIVE', 5)];
const sub: Submission = {
  id: 7,
  taskId: 3,
  classId: 1,
  studentId: 11,
  studentName: '张子涵',
  state: 'SUBMITTED',
  late: false,
  submittedAt: '2026-11-27T08:00:00.000Z',
  markedAt: null,
  score: 2,
  totalScore: 17,
  comment: '',
  returnReason: '',
  answers: [
    { questionId: 1, text: 'A', photos: [], score: 2, correct: true, comment: '' },
    { questionId: 2, text: '我的作文', photos: [], score: null, correct: null, comment: '' },
    { questionId: 3, text: '答案', photos: [], score: null, correct: null, comment: '' },
  ],
};

describe('<MarkingPanel /> while marking', () => {
  it('updates the total as scores are typed or picked, and labels stay whole', () => {
    fakeServer({});
    renderWithApp(<MarkingPanel questions={questions} sub={sub} />);
    const total = screen.getByTestId('submission-score');
    expect(total.textContent).toBe('2 / 17 分');
    fireEvent.change(screen.getByLabelText('第2题得分'), { target: { value: '7' } });
    expect(total.textContent).toBe('9 / 17 分');
    // Out of range counts for nothing until corrected.
    fireEvent.change(screen.getByLabelText('第2题得分'), { target: { value: '70' } });
    expect(total.textContent).toBe('2 / 17 分');
    fireEvent.click(within(screen.getByRole('group', { name: '第2题快捷给分' })).getByRole('button', { name: '满分' }));
    expect((screen.getByLabelText('第2题得分') as HTMLInputElement).value).toBe('10');
    fireEvent.click(within(screen.getByRole('group', { name: '第3题快捷给分' })).getByRole('button', { name: '0分' }));
    expect(total.textContent).toBe('12 / 17 分');
    expect(screen.getAllByText('得分（满分10）').length).toBeGreaterThan(0);
  });

  it('offers 下一份 with the next pupil waiting, and opens it', () => {
    fakeServer({});
    const open = vi.fn();
    renderWithApp(<MarkingPanel questions={questions} sub={sub} next={{ name: '李小明', open }} />);
    fireEvent.click(screen.getByRole('button', { name: '下一份：李小明' }));
    expect(open).toHaveBeenCalledOnce();
  });

  it('turns an objective verdict (判错 / 判对), counts it in the total, and sends it with the marks', async () => {
    const server = fakeServer({ [TaskPaths.markSubmission]: () => ok({ ...sub, state: 'MARKED' }) });
    renderWithApp(<MarkingPanel questions={questions} sub={sub} />);
    const total = screen.getByTestId('submission-score');
    const verdict = screen.getByRole('group', { name: '第1题改判' });
    fireEvent.click(within(verdict).getByRole('button', { name: '判错' }));
    expect(total.textContent).toBe('0 / 17 分');
    expect(screen.getByText('已改判，待保存')).toBeTruthy();
    fireEvent.click(within(verdict).getByRole('button', { name: '判对' }));
    expect(total.textContent).toBe('2 / 17 分');
    expect(screen.queryByText('已改判，待保存')).toBeNull();
    fireEvent.click(within(verdict).getByRole('button', { name: '判错' }));
    fireEvent.change(screen.getByLabelText('第2题得分'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('第3题得分'), { target: { value: '5' } });
    expect(total.textContent).toBe('13 / 17 分');
    fireEvent.click(screen.getByRole('button', { name: '完成批改' }));
    await vi.waitFor(() => expect(server.to(TaskPaths.markSubmission)).toHaveLength(1));
    const body = server.to(TaskPaths.markSubmission)[0]!.body as { marks: { questionId: number; score: number }[] };
    expect(body.marks.map((m) => [m.questionId, m.score])).toEqual([
      [2, 8],
      [3, 5],
      [1, 0],
    ]);
  });
});
