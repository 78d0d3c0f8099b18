import { generatePath } from 'react-router';
import type { TrainingKind } from '@shared/api/training';
import { paths } from '../../config/paths';

/** Where a training is done: the Python doing view, or the finance practice (excel) screen. */
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

const pad = (n: number) => String(n).padStart(2, '0');
/** A result's time as the teacher reads it: 2026-11-25 19:30. */
export function timeText(iso: string) {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
