import { useEffect, useState } from 'react';
import { TRIM_MIN_SECONDS, trimProblem, type AvTrim } from '@shared/api/editing';

export type TrimEdge = 'start' | 'end';
const round = (t: number) => Math.round(t * 10) / 10;

/**
 * The in- and out-point being edited. `draft` null: the whole media (nothing cut). A drag keeps the points in the
 * media and at least TRIM_MIN_SECONDS apart; a typed time is taken as typed, so a wrong one shows its message.
 */
export function useTrimDraft(saved: AvTrim | null, duration: number) {
  const [draft, setDraft] = useState<AvTrim | null>(saved);
  // A new saved trim (after 保存剪辑 or 恢复完整) replaces the draft; the same one refetched does not.
  useEffect(() => setDraft(saved), [saved?.start, saved?.end]);
  const kept: AvTrim = { start: draft?.start ?? 0, end: draft?.end ?? duration };
  const typed = (edge: TrimEdge, t: number) => setDraft({ ...kept, [edge]: round(t) });
  const dragged = (edge: TrimEdge, t: number) =>
    typed(
      edge,
      edge === 'start'
        ? Math.min(Math.max(t, 0), kept.end - TRIM_MIN_SECONDS)
        : Math.max(Math.min(t, duration), kept.start + TRIM_MIN_SECONDS),
    );
  const dirty = (draft?.start ?? null) !== (saved?.start ?? null) || (draft?.end ?? null) !== (saved?.end ?? null);
  return {
    draft,
    kept,
    dirty,
    problem: draft && duration ? trimProblem(draft, duration) : null,
    typed,
    dragged,
    clear: () => setDraft(null),
  };
}
export type TrimDraft = ReturnType<typeof useTrimDraft>;
