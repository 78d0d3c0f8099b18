import { useEffect, useRef, useState } from 'react';
import type { NotebookCell } from '@shared/api/notebook';
import type { PythonRuntime } from '../../components/python/python-runtime';
import type { CellState } from './components/notebook-cell';

let nextKey = 1;
export const toCellState = (c: NotebookCell): CellState => ({
  key: nextKey++,
  type: c.type,
  source: c.source,
  lines: [],
  result: null,
  running: false,
  count: null,
  editing: false,
});
export const toSaved = (cells: CellState[]): NotebookCell[] => cells.map((c) => ({ type: c.type, source: c.source }));

/**
 * A notebook's cells on screen and what can be done with them: edit, add, move, delete, run one, run all, stop and
 * restart (variables are shared between cells until the interpreter restarts).
 */
export function useNotebookCells(runtime: PythonRuntime | null) {
  const [cells, setCells] = useState<CellState[]>([]);
  const latest = useRef(cells);
  latest.current = cells;
  const counter = useRef(0);
  const [busy, setBusy] = useState(false);
  const stopAll = useRef(false);

  const patch = (key: number, p: Partial<CellState>) =>
    setCells((cs) => cs.map((c) => (c.key === key ? { ...c, ...p } : c)));

  /** Runs one code cell; resolves whether it ended without an error. */
  async function runCell(key: number): Promise<boolean> {
    const cell = latest.current.find((c) => c.key === key);
    if (!runtime || !cell || cell.type !== 'code') return true;
    patch(key, { lines: [], result: null, running: true });
    const r = await runtime.run({
      code: cell.source,
      onOutput: (line) => setCells((cs) => cs.map((c) => (c.key === key ? { ...c, lines: [...c.lines, line] } : c))),
    });
    if (r.status === 'stopped' || r.status === 'timeout') counter.current = 0;
    else counter.current += 1;
    patch(key, {
      running: false,
      result: r,
      count: r.status === 'ok' || r.status === 'error' ? counter.current : null,
    });
    return r.status === 'ok';
  }

  async function run(key: number) {
    setBusy(true);
    await runCell(key);
    setBusy(false);
  }

  async function runAll() {
    setBusy(true);
    stopAll.current = false;
    for (const c of latest.current) {
      if (stopAll.current) break;
      if (!(await runCell(c.key))) break;
    }
    setBusy(false);
  }

  function stop() {
    stopAll.current = true;
    runtime?.stop();
  }

  function restart() {
    runtime?.restart();
    counter.current = 0;
    setCells((cs) => cs.map((c) => ({ ...c, lines: [], result: null, running: false, count: null })));
  }

  const add = (type: CellState['type']) =>
    setCells((cs) => [...cs, { ...toCellState({ type, source: '' }), editing: type === 'markdown' }]);
  const remove = (key: number) => setCells((cs) => cs.filter((c) => c.key !== key));
  const move = (key: number, by: -1 | 1) =>
    setCells((cs) => {
      const i = cs.findIndex((c) => c.key === key);
      const j = i + by;
      if (i < 0 || j < 0 || j >= cs.length) return cs;
      const next = [...cs];
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });

  useEffect(() => () => void (stopAll.current = true), []);

  return { cells, setCells, patch, run, runAll, stop, restart, add, remove, move, busy };
}
