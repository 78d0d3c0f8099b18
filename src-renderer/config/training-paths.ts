import { generatePath } from 'react-router';
import type { TrainingKind } from '@shared/api/training';
import { paths } from './paths';

/** Where a training is done (AI lab, a textbook lesson's 实验与编程): the Python doing view, or the finance practice (excel) screen. */
export function doPathOf(kind: TrainingKind, id: number, studentCourseId: number | null | undefined) {
  const sc = String(studentCourseId ?? 0);
  if (kind === 'excel') {
    const q = new URLSearchParams({ id: String(id), ...(studentCourseId ? { studentCourseId: sc } : {}) });
    return `${paths.finacePractice}?${q}`;
  }
  return generatePath(paths.doTrainingDetail, { id: String(id), studentCourseId: sc });
}

export const detailPathOf = (id: number, studentCourseId: number | null | undefined) =>
  generatePath(paths.aitrainingDetail, { id: String(id), studentCourseId: String(studentCourseId ?? 0) });
