import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkWorkbook } from '../check';
import { buildDemoWorkbook, DEMO_EXPECTATIONS, DEMO_SHEET } from '../demo-workbook';
import { columnName, loadWorkbook, parseRef, readCells } from '../workbook';

describe('loadWorkbook / readCells', () => {
  it('loads values, formulas, number formats, widths, bold headers and merges, and reads them back', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('预算');
    ws.columns = [{ width: 20 }, { width: 10 }];
    ws.mergeCells('A1:B1');
    ws.getCell('A1').value = '标题';
    ws.getCell('A2').value = '项目';
    ws.getCell('A2').font = { bold: true };
    ws.getCell('B3').value = 12.5;
    ws.getCell('B3').numFmt = '0.00';
    ws.getCell('B4').value = { formula: 'B3*2', result: 25 };
    const sheets = await loadWorkbook(new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));

    expect(sheets).toHaveLength(1);
    const s = sheets[0]!;
    expect(s.name).toBe('预算');
    const at = (r: number, c: number) => s.celldata!.find((x) => x.r === r && x.c === c)?.v;
    expect(at(0, 0)).toMatchObject({ v: '标题', mc: { r: 0, c: 0, rs: 1, cs: 2 } });
    expect(at(0, 1)).toMatchObject({ mc: { r: 0, c: 0 } });
    expect(s.config!.merge!['0_0']).toEqual({ r: 0, c: 0, rs: 1, cs: 2 });
    expect(at(1, 0)).toMatchObject({ v: '项目', bl: 1 });
    expect(at(2, 1)).toMatchObject({ v: 12.5, m: '12.50', ct: { fa: '0.00', t: 'n' } });
    expect(at(3, 1)).toMatchObject({ v: 25, f: '=B3*2' });
    expect(s.config!.columnlen!['0']).toBeGreaterThan(s.config!.columnlen!['1']!);

    const cells = readCells(sheets);
    expect(cells).toContainEqual({ sheet: '预算', ref: 'B3', value: 12.5 });
    expect(cells).toContainEqual({ sheet: '预算', ref: 'B4', value: 25, formula: '=B3*2' });
    expect(cells.find((c) => c.ref === 'B1')).toBeUndefined();
  });

  it('reads the data matrix the grid keeps while it is edited', () => {
    const cells = readCells([
      { name: 'S', data: [[null, { v: 3, f: '=1+2' }], [{ ct: { t: 'inlineStr', s: [{ v: '甲' }, { v: '乙' }] } }]] },
    ]);
    expect(cells).toEqual([
      { sheet: 'S', ref: 'B1', value: 3, formula: '=1+2' },
      { sheet: 'S', ref: 'A2', value: '甲乙' },
    ]);
  });

  it('names and parses references', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(parseRef('$D$7')).toEqual({ r: 6, c: 3 });
    expect(parseRef('AA10')).toEqual({ r: 9, c: 26 });
    expect(parseRef('7D')).toBeUndefined();
  });
});

describe('the demo workbook', () => {
  it('is not already solved, and is passed by filling in the expected formulas', async () => {
    const sheets = await loadWorkbook(await buildDemoWorkbook());
    expect(sheets.map((s) => s.name)).toEqual([DEMO_SHEET]);
    const before = checkWorkbook(readCells(sheets), DEMO_EXPECTATIONS);
    expect(before.passed).toBe(false);
    expect(before.correct).toBe(0);

    const cells = readCells(sheets);
    for (const e of DEMO_EXPECTATIONS) {
      const fn = e.formulaIncludes?.[0];
      cells.push({ sheet: e.sheet, ref: e.ref, value: e.value ?? null, formula: fn ? `=${fn}(X1:X2)` : '=X1*X2' });
    }
    expect(checkWorkbook(cells, DEMO_EXPECTATIONS)).toMatchObject({ passed: true, score: 100, total: 8 });
  });
});
