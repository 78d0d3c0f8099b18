import ExcelJS from 'exceljs';
import type { ExcelCellExpectation } from './check';

/** The sheet of the demo finance practice. */
export const DEMO_SHEET = '图书角经费';

const BOOKS: [string, number, number][] = [
  ['《十万个为什么》', 4, 25.8],
  ['《昆虫记》', 6, 18.5],
  ['《安徒生童话》', 5, 22],
  ['《西游记》（青少版）', 3, 36],
  ['《中国地理绘本》', 2, 49.9],
];
const BUDGET = 600;
const FIRST = 3; // first book row
const LAST = FIRST + BOOKS.length - 1; // 7
const TOTAL = LAST + 1; // 8
const AVERAGE = TOTAL + 1; // 9
const BUDGET_ROW = AVERAGE + 1; // 10
const BALANCE = BUDGET_ROW + 1; // 11

const round2 = (n: number) => Math.round(n * 100) / 100;
const total = round2(BOOKS.reduce((s, [, q, p]) => s + q * p, 0)); // 532
const averagePrice = round2(BOOKS.reduce((s, [, , p]) => s + p, 0) / BOOKS.length); // 30.44

/**
 * The expected answer of the demo workbook: each amount is 数量×单价 by formula, the total uses SUM, the average
 * price uses AVERAGE and the balance is 预算 − 合计.
 */
export const DEMO_EXPECTATIONS: ExcelCellExpectation[] = [
  ...BOOKS.map(([name, q, p], i) => ({
    sheet: DEMO_SHEET,
    ref: `D${FIRST + i}`,
    label: `${name}金额`,
    value: round2(q * p),
    formula: true,
  })),
  { sheet: DEMO_SHEET, ref: `D${TOTAL}`, label: '合计', value: total, formulaIncludes: ['SUM'] },
  { sheet: DEMO_SHEET, ref: `C${AVERAGE}`, label: '平均单价', value: averagePrice, formulaIncludes: ['AVERAGE'] },
  { sheet: DEMO_SHEET, ref: `D${BALANCE}`, label: '结余', value: round2(BUDGET - total), formula: true },
];

/** The instructions that go with the demo workbook. */
export const DEMO_INSTRUCTIONS =
  '班级图书角买了 5 种书。请在 D 列用公式算出每种书的金额（数量×单价），在 D8 用 SUM 求合计，' +
  '在 C9 用 AVERAGE 求平均单价，在 D11 用公式算出结余（预算−合计），然后点「检查」。';

const thin = { style: 'thin' as const, color: { argb: 'FFBFC7D5' } };
const border = { top: thin, left: thin, bottom: thin, right: thin };

/**
 * Builds the demo workbook, 班级图书角经费表 (.xlsx bytes): title, bold header, five books with quantity and unit
 * price, and the cells the student fills in left empty and shaded. Works in Node (seeds) and the browser.
 */
export async function buildDemoWorkbook(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Classpro';
  const ws = wb.addWorksheet(DEMO_SHEET);
  ws.columns = [{ width: 24 }, { width: 12 }, { width: 14 }, { width: 14 }];

  ws.mergeCells('A1:D1');
  const title = ws.getCell('A1');
  title.value = '三年级二班 图书角经费表';
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center', vertical: 'middle' };
  ws.getRow(1).height = 26;

  const header = ws.getRow(2);
  header.values = ['图书', '数量（本）', '单价（元）', '金额（元）'];
  header.eachCell((c) => {
    c.font = { bold: true };
    c.alignment = { horizontal: 'center' };
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF9' } };
    c.border = border;
  });

  const todo = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFFFF6D6' } };
  BOOKS.forEach(([name, q, p], i) => {
    const row = ws.getRow(FIRST + i);
    row.values = [name, q, p];
    row.getCell(3).numFmt = '0.00';
    row.getCell(4).numFmt = '0.00';
    row.getCell(4).fill = todo;
    for (let c = 1; c <= 4; c++) row.getCell(c).border = border;
  });

  const label = (ref: string, text: string) => {
    const c = ws.getCell(ref);
    c.value = text;
    c.font = { bold: true };
    c.border = border;
  };
  label(`A${TOTAL}`, '合计');
  label(`A${AVERAGE}`, '平均单价');
  label(`A${BUDGET_ROW}`, '班费预算');
  label(`A${BALANCE}`, '结余');
  const budget = ws.getCell(`D${BUDGET_ROW}`);
  budget.value = BUDGET;
  for (const ref of [`D${TOTAL}`, `C${AVERAGE}`, `D${BALANCE}`]) ws.getCell(ref).fill = todo;
  for (const ref of [`D${TOTAL}`, `C${AVERAGE}`, `D${BUDGET_ROW}`, `D${BALANCE}`]) {
    ws.getCell(ref).numFmt = '0.00';
    ws.getCell(ref).border = border;
  }

  const bytes = await wb.xlsx.writeBuffer();
  return new Uint8Array(bytes as ArrayBuffer);
}
