import { useCallback, useMemo, useState } from 'react';
import type { Stroke } from '@shared/api/digital';
import { useClassAnnotations } from '../../api/class-annotations';
import { useSaveAnnotations } from '../../api/save-annotations';

/**
 * The class's strokes on one page, with undo and redo: every change saves the page's whole new list (the server keeps it
 * per book, page and class), and the previous lists are kept to step back to.
 */
export function usePageInk(bookId: number, classId: number, page: number) {
  const annotations = useClassAnnotations(bookId, classId);
  const save = useSaveAnnotations(bookId, classId);
  const [history, setHistory] = useState<Record<number, Stroke[][]>>({});
  const [future, setFuture] = useState<Record<number, Stroke[][]>>({});
  const strokes = useMemo(
    () => annotations.data?.pages.find((p) => p.page === page)?.strokes ?? [],
    [annotations.data, page],
  );
  const commit = useCallback(
    (next: Stroke[]) => {
      setHistory((h) => ({ ...h, [page]: [...(h[page] ?? []), strokes] }));
      setFuture((f) => ({ ...f, [page]: [] }));
      save.mutate({ page, strokes: next });
    },
    [page, strokes, save],
  );
  const undo = () => {
    const stack = history[page] ?? [];
    const prev = stack.at(-1);
    if (!prev) return;
    setHistory((h) => ({ ...h, [page]: stack.slice(0, -1) }));
    setFuture((f) => ({ ...f, [page]: [...(f[page] ?? []), strokes] }));
    save.mutate({ page, strokes: prev });
  };
  const redo = () => {
    const stack = future[page] ?? [];
    const next = stack.at(-1);
    if (!next) return;
    setFuture((f) => ({ ...f, [page]: stack.slice(0, -1) }));
    setHistory((h) => ({ ...h, [page]: [...(h[page] ?? []), strokes] }));
    save.mutate({ page, strokes: next });
  };
  return {
    strokes,
    ready: annotations.isSuccess,
    canUndo: (history[page]?.length ?? 0) > 0,
    canRedo: (future[page]?.length ?? 0) > 0,
    add: (s: Stroke) => commit([...strokes, s]),
    erase: (id: string) => strokes.some((s) => s.id === id) && commit(strokes.filter((s) => s.id !== id)),
    clear: () => strokes.length > 0 && commit([]),
    undo,
    redo,
  };
}
