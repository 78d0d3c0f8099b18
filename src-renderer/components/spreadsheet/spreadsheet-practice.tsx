import type { Sheet } from '@fortune-sheet/core';
import { Workbook, type WorkbookInstance } from '@fortune-sheet/react';
import '@fortune-sheet/react/dist/index.css';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkWorkbook, normalizeRef, type ExcelCellExpectation, type ExcelCheckResult, type SheetCell } from './check';
import { messages as m } from './messages';
import { loadWorkbook, parseRef, readCells } from './workbook';
import { ListButton } from '../../components/list-button';

export interface SpreadsheetPracticeProps {
  /** The training's .xlsx, preloaded into the grid (and loaded again by 重置). */
  workbook: ArrayBuffer | Uint8Array;
  /** The cells the check compares. */
  expectations: ExcelCellExpectation[];
  /** Called after each 检查 with the verdict and the student's cells (to save the result); may be async. */
  onCheck?: (result: ExcelCheckResult, cells: SheetCell[]) => void | Promise<void>;
  /** Height of the grid in px (default 560: fits 1440x900 under a page header). */
  height?: number;
}

const TOOLBAR = [
  'undo',
  'redo',
  '|',
  'format-painter',
  'clear-format',
  '|',
  'currency-format',
  'percentage-format',
  'number-decrease',
  'number-increase',
  'format',
  '|',
  'font-size',
  '|',
  'bold',
  'italic',
  '|',
  'font-color',
  'background',
  'border',
  'merge-cell',
  '|',
  'horizontal-align',
  'vertical-align',
  '|',
  'quick-formula',
];
// No row insertion: the grid inserts rows with `new Function`, which the app's content security policy forbids (the
// "add rows" bar under the sheet is hidden for the same reason; the sheet has spare rows).
const CELL_MENU = ['copy', 'paste', '|', 'insert-column', 'delete-row', 'delete-column', '|', 'clear'];

/**
 * Finishes a cell the student is still typing in (as Enter would), so 检查 sees it: the grid keeps the text in its
 * editor until the edit is committed.
 */
async function commitPendingEdit(container: HTMLElement | null) {
  const editor = container?.querySelector<HTMLElement>('.luckysheet-input-box');
  const input = container?.querySelector<HTMLElement>('.luckysheet-cell-input');
  if (!editor || !input || Number(editor.style.zIndex) < 0) return;
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', keyCode: 13, bubbles: true }));
  await new Promise((done) => setTimeout(done, 50));
}

/** Remembers the verdict of each checked cell of the active sheet, and repaints the grid to outline them. */
function markCells(api: WorkbookInstance, marks: Map<string, boolean>, verdict: ExcelCheckResult) {
  const active = api.getSheet().name;
  marks.clear();
  for (const r of verdict.results) {
    const pos = r.sheet === active ? parseRef(r.ref) : undefined;
    if (pos) marks.set(`${pos.r}_${pos.c}`, r.passed);
  }
  api.calculateFormula(); // recomputes and repaints: the render hook draws the outlines
}

/**
 * A spreadsheet practice: a real grid (formulas, number formats) preloaded with a workbook, a 检查 button that
 * compares the student's cells with the expected ones, a 重置 button, and the list of checked cells beside the grid
 * (click one to select it).
 */
export default function SpreadsheetPractice({
  workbook,
  expectations,
  onCheck,
  height = 560,
}: SpreadsheetPracticeProps) {
  const [sheets, setSheets] = useState<Sheet[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<ExcelCheckResult | null>(null);
  const [checking, setChecking] = useState(false);
  const grid = useRef<WorkbookInstance>(null);
  const box = useRef<HTMLDivElement>(null);
  // The verdict per cell, read by the grid's render hook to outline checked cells (green right, red wrong).
  const marks = useRef(new Map<string, boolean>());

  useEffect(() => {
    let live = true;
    setSheets(null);
    setFailed(false);
    loadWorkbook(workbook)
      .then((s) => live && setSheets(s))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [workbook, version]);

  const check = useCallback(async () => {
    if (!grid.current) return;
    setChecking(true);
    try {
      await commitPendingEdit(box.current);
      // The grid's API object is rebuilt on each render: take the one that has the committed edit.
      const api = grid.current;
      if (!api) return;
      const cells = readCells(api.getAllSheets());
      const verdict = checkWorkbook(cells, expectations);
      setResult(verdict);
      markCells(api, marks.current, verdict);
      await onCheck?.(verdict, cells);
    } finally {
      setChecking(false);
    }
  }, [expectations, onCheck]);

  const hooks = useMemo(
    () => ({
      afterRenderCell: (
        _cell: unknown,
        info: { row: number; column: number; startX: number; startY: number; endX: number; endY: number },
        ctx: CanvasRenderingContext2D,
      ) => {
        const passed = marks.current.get(`${info.row}_${info.column}`);
        if (passed === undefined) return;
        ctx.save();
        ctx.strokeStyle = passed ? '#2e7d32' : '#d32f2f';
        ctx.lineWidth = 2;
        ctx.strokeRect(info.startX + 1.5, info.startY + 1.5, info.endX - info.startX - 4, info.endY - info.startY - 4);
        ctx.restore();
      },
    }),
    [],
  );

  const reset = () => {
    marks.current.clear();
    setResult(null);
    setVersion((v) => v + 1);
  };

  const select = (sheetName: string, ref: string) => {
    const api = grid.current;
    const pos = parseRef(ref);
    if (!api || !pos) return;
    const sheet = api.getAllSheets().find((s) => s.name === sheetName);
    if (sheet?.id) api.activateSheet({ id: sheet.id });
    api.setSelection([{ row: [pos.r, pos.r], column: [pos.c, pos.c] }], sheet?.id ? { id: sheet.id } : undefined);
  };

  const resultOf = (e: ExcelCellExpectation) =>
    result?.results.find((r) => r.sheet === e.sheet && r.ref === normalizeRef(e.ref));

  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="stretch" data-testid="spreadsheet-practice">
      <Paper
        variant="outlined"
        sx={{ flex: 1, minWidth: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
      >
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
        >
          <Button
            variant="contained"
            startIcon={checking ? <CircularProgress size={16} color="inherit" /> : <FactCheckRounded />}
            onClick={() => void check()}
            disabled={!sheets || checking}
          >
            {m.check}
          </Button>
          <Button variant="outlined" startIcon={<RestartAltRounded />} onClick={reset} disabled={!sheets && !failed}>
            {m.reset}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ pl: 1, display: { xs: 'none', md: 'block' } }}>
            {m.hint}
          </Typography>
        </Stack>
        <Box
          ref={box}
          sx={{ position: 'relative', height, '& .luckysheet-bottom-controll-row': { display: 'none !important' } }}
        >
          {failed ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {m.loadFailed}
            </Alert>
          ) : sheets ? (
            <Workbook
              key={version}
              ref={grid}
              data={sheets}
              lang="zh"
              showSheetTabs={sheets.length > 1}
              toolbarItems={TOOLBAR}
              cellContextMenu={CELL_MENU}
              headerContextMenu={CELL_MENU}
              sheetTabContextMenu={[]}
              currency="¥"
              hooks={hooks}
            />
          ) : (
            <Skeleton variant="rectangular" height="100%" aria-label={m.loading} />
          )}
        </Box>
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-label={m.resultsTitle}
        sx={{
          width: { xs: '100%', lg: 340 },
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          maxHeight: { lg: height + 53 },
        }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography variant="subtitle1" fontWeight={600}>
            {m.resultsTitle}
          </Typography>
          {result ? (
            <Alert severity={result.passed ? 'success' : 'warning'} sx={{ mt: 1 }} data-testid="spreadsheet-verdict">
              {result.passed
                ? `${m.allRight}，得分 ${result.score}`
                : `得分 ${result.score}：${result.correct}/${result.total} 处正确，还有 ${result.total - result.correct} 处需要修改`}
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {m.beforeCheck}
            </Typography>
          )}
        </Box>
        <List dense sx={{ overflow: 'auto', flex: 1, pt: 0 }}>
          {expectations.map((e) => {
            const r = resultOf(e);
            const ref = normalizeRef(e.ref);
            return (
              <ListButton
                key={`${e.sheet}!${ref}`}
                onClick={() => select(e.sheet, ref)}
                sx={{ alignItems: 'flex-start' }}
              >
                <ListItemIcon sx={{ minWidth: 32, mt: 0.25 }}>
                  {!r ? (
                    <RadioButtonUncheckedRounded fontSize="small" color="disabled" />
                  ) : r.passed ? (
                    <CheckCircleRounded fontSize="small" color="success" aria-label={m.right} />
                  ) : (
                    <CancelRounded fontSize="small" color="error" aria-label={m.wrong} />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={r ? r.message : `${e.label}（${ref}）`}
                  secondary={
                    !r && e.formulaIncludes?.length
                      ? `用 ${e.formulaIncludes.join('、').toUpperCase()} 函数`
                      : undefined
                  }
                  slotProps={{ primary: { color: r && !r.passed ? 'error.main' : 'text.primary', fontSize: 14 } }}
                />
              </ListButton>
            );
          })}
        </List>
      </Paper>
    </Stack>
  );
}
