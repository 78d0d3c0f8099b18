import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { SpreadsheetPracticeProps } from './spreadsheet-practice';

const Practice = lazy(() => import('./spreadsheet-practice'));

export type { SpreadsheetPracticeProps } from './spreadsheet-practice';
export type { ExcelCellExpectation, ExcelCellResult, ExcelCheckResult, SheetCell } from './check';

/**
 * The spreadsheet practice, loaded on first use: the grid library (@fortune-sheet), exceljs and their CSS stay in
 * this lazy chunk, out of the shell and every other screen.
 */
export function SpreadsheetPractice(props: SpreadsheetPracticeProps) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={(props.height ?? 560) + 53} />}>
      <Practice {...props} />
    </Suspense>
  );
}
