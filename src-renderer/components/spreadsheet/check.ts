/**
 * The check of a spreadsheet practice: the student's cells against the training's expected cells. Pure (no
 * spreadsheet library), so it can run anywhere, and the same verdict can be shown in the grid and saved.
 */

/**
 * One expected cell. Identical to `ExcelCellExpectation` in the training contract (src-shared/api/training.ts);
 * kept here until the contract lands, then this type is re-exported from there.
 */
export type ExcelCellExpectation = {
  sheet: string;
  /** A1-style reference, e.g. "D7" ($ signs are ignored). */
  ref: string;
  /** What the cell is, in Chinese, e.g. "合计". */
  label: string;
  /** Numbers are compared within 0.01; strings trimmed. */
  value?: number | string;
  /** true: the cell must hold a formula. */
  formula?: boolean;
  /** Function names the formula must use, case-insensitive (implies a formula). */
  formulaIncludes?: string[];
};

/** A cell as the student left it: its computed value and, when it holds one, its formula text (e.g. "=SUM(D2:D6)"). */
export type SheetCell = {
  sheet: string;
  ref: string;
  value: number | string | boolean | null;
  formula?: string;
};

export type ExcelCellResult = {
  sheet: string;
  ref: string;
  label: string;
  passed: boolean;
  /** Chinese, e.g. "合计（D7）：应为 1250，实际为 1200". */
  message: string;
};

export type ExcelCheckResult = {
  passed: boolean;
  /** 0-100: the share of expected cells that are right, rounded. */
  score: number;
  correct: number;
  total: number;
  results: ExcelCellResult[];
};

/** "$d$7" → "D7". */
export function normalizeRef(ref: string): string {
  return ref.replace(/\$/g, '').trim().toUpperCase();
}

/** A number for display: at most 2 decimals, no trailing zeros (1250, 12.5, 0.33). */
function showNumber(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** A cell's value as a number when it is one (numbers, and strings such as " 1,250.00 "). */
function asNumber(v: SheetCell['value']): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string') {
    const t = v.replace(/,/g, '').trim();
    if (t !== '' && /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return Number(t);
  }
  return undefined;
}

function isEmpty(v: SheetCell['value']): boolean {
  return v === null || (typeof v === 'string' && v.trim() === '');
}

function showValue(v: SheetCell['value']): string {
  if (isEmpty(v)) return '空';
  const n = asNumber(v);
  if (n !== undefined) return showNumber(n);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return String(v).trim();
}

/** Whether a formula calls a function by name: SUM matches "=sum(D2:D6)" but not "=SUMIF(...)". */
function usesFunction(formula: string, name: string): boolean {
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Z0-9_.])${escaped}\\s*\\(`, 'i').test(formula);
}

function checkOne(cell: SheetCell | undefined, e: ExcelCellExpectation): ExcelCellResult {
  const ref = normalizeRef(e.ref);
  const head = `${e.label}（${ref}）：`;
  const fail = (why: string) => ({ sheet: e.sheet, ref, label: e.label, passed: false, message: head + why });
  const value = cell?.value ?? null;
  const formula = cell?.formula?.trim() ?? '';
  const needsFormula = e.formula === true || (e.formulaIncludes?.length ?? 0) > 0;

  if (needsFormula && !formula) return fail(isEmpty(value) ? '应填写公式' : '应为公式，不要直接填写数值');
  for (const fn of e.formulaIncludes ?? []) {
    if (!usesFunction(formula, fn)) return fail(`公式应使用 ${fn.trim().toUpperCase()} 函数`);
  }
  if (e.value !== undefined) {
    if (typeof e.value === 'number') {
      const n = asNumber(value);
      if (n === undefined || Math.abs(n - e.value) > 0.01)
        return fail(`应为 ${showNumber(e.value)}，实际为${isEmpty(value) ? '空' : ` ${showValue(value)}`}`);
    } else if (isEmpty(value) || showValue(value) !== e.value.trim()) {
      return fail(`应为「${e.value.trim()}」，实际为${isEmpty(value) ? '空' : `「${showValue(value)}」`}`);
    }
  }
  return { sheet: e.sheet, ref, label: e.label, passed: true, message: `${head}正确` };
}

/** Checks every expected cell; the workbook passes when all of them are right. */
export function checkWorkbook(cells: SheetCell[], expectations: ExcelCellExpectation[]): ExcelCheckResult {
  const byKey = new Map(cells.map((c) => [`${c.sheet}!${normalizeRef(c.ref)}`, c]));
  const results = expectations.map((e) => checkOne(byKey.get(`${e.sheet}!${normalizeRef(e.ref)}`), e));
  const correct = results.filter((r) => r.passed).length;
  const total = results.length;
  return {
    passed: total > 0 && correct === total,
    score: total ? Math.round((correct / total) * 100) : 0,
    correct,
    total,
    results,
  };
}
