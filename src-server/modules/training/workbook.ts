import ExcelJS from 'exceljs';
import type { WorkbookSheetSpec } from '../../db/schema/training';

/** Builds an excel training's workbook (.xlsx bytes) from its stored description, with exceljs. */
export async function buildWorkbook(sheets: WorkbookSheetSpec[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Classpro';
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    ws.columns = s.widths.map((width) => ({ width }));
    s.rows.forEach((cells, r) => {
      const row = ws.getRow(r + 1);
      cells.forEach((v, c) => {
        if (v === null || v === undefined) return;
        row.getCell(c + 1).value = typeof v === 'object' ? { formula: v.formula } : v;
      });
      if (s.boldRows?.includes(r + 1)) row.font = { bold: true };
    });
    for (const [col, fmt] of Object.entries(s.numFmt ?? {})) ws.getColumn(Number(col)).numFmt = fmt;
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
