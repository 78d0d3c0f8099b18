import { describe, expect, it } from 'vitest';
import { detailPathOf, doPathOf } from '../../../config/training-paths';
import { timeText } from '../links';

describe('AI lab links', () => {
  it('sends a python training to its doing view and an excel one to the finance practice', () => {
    expect(doPathOf('python', 3, 12)).toBe('/doTrainingDetail/3/12');
    expect(doPathOf('python', 3, null)).toBe('/doTrainingDetail/3/0');
    expect(doPathOf('excel', 5, 12)).toBe('/classpro/aitraining/finacePractice?id=5&studentCourseId=12');
    expect(doPathOf('excel', 5, null)).toBe('/classpro/aitraining/finacePractice?id=5');
  });

  it('links a result back to its training in its class, and shows its time to the minute', () => {
    expect(detailPathOf(3, 12)).toBe('/classpro/aitraining/detail/3/12');
    expect(detailPathOf(3, null)).toBe('/classpro/aitraining/detail/3/0');
    expect(timeText(new Date(2026, 10, 25, 9, 5).toISOString())).toBe('2026-11-25 09:05');
  });
});
