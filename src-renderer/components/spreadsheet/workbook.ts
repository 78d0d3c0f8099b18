import { update as formatValue } from '@fortune-sheet/core';
import type { Cell, CellWithRowAndCol, Sheet, SheetConfig } from '@fortune-sheet/core';
import ExcelJS from 'exceljs';
import type { SheetCell } from './check';

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    name = String.fromCharCode(65 + rem) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** "D7" → { r: 6, c: 3 } (zero-based); undefined for anything else. */
export function parseRef(ref: string): { r: number; c: number } | undefined {
  const m = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/i.exec(ref.trim());
  if (!m) return undefined;
  const c = [...m[1]!.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return { r: Number(m[2]) - 1, c };
}

/** ARGB "FFE8EEF9" → "#e8eef9". */
function color(argb: string | undefined): string | undefined {
  if (!argb || !/^[0-9a-f]{6,8}$/i.test(argb)) return undefined;
  return `#${argb.slice(-6).toLowerCase()}`;
}

const H_ALIGN: Record<string, number> = { center: 0, centerContinuous: 0, left: 1, right: 2 };
const V_ALIGN: Record<string, number> = { middle: 0, top: 1, bottom: 2 };

type Plain = string | number | boolean | null;

/** The plain value of an exceljs value: the result of a formula, the text of rich text or a link, a date as text. */
function plain(v: ExcelJS.CellValue, text: string): Plain {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (v instanceof Date) return text;
  if (typeof v === 'object' && 'result' in v) {
    const r = v.result;
    if (r === undefined || r === null) return null;
    if (typeof r === 'object' && 'error' in r) return String(r.error);
    return r instanceof Date ? text : r;
  }
  if (typeof v === 'object' && 'error' in v) return String(v.error);
  return text;
}

/** What a value shows with a number format ("0.00": 103.2 → "103.20"). */
function display(v: Plain, fmt: string): string {
  if (v === null) return '';
  if (typeof v === 'number' && fmt !== 'General') {
    try {
      return String(formatValue(fmt, v));
    } catch {
      return String(v);
    }
  }
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return String(v);
}

const BORDER_STYLE: Record<string, number> = {
  thin: 1,
  hair: 2,
  dotted: 3,
  dashed: 4,
  medium: 8,
  thick: 13,
  double: 7,
};

function convertSheet(ws: ExcelJS.Worksheet, index: number): Sheet {
  const celldata: CellWithRowAndCol[] = [];
  const borderInfo: unknown[] = [];
  const config: SheetConfig = { merge: {}, columnlen: {}, rowlen: {} };
  const rows = ws.rowCount;
  const cols = ws.columnCount;
  const byPos = new Map<string, Cell>();

  for (let r = 1; r <= rows; r++) {
    const row = ws.getRow(r);
    if (row.height) config.rowlen![String(r - 1)] = Math.round((row.height * 4) / 3);
    for (let c = 1; c <= cols; c++) {
      const xc = row.getCell(c);
      // The other cells of a merged range report the master's value: they hold nothing of their own.
      const slave = xc.isMerged && xc.master.address !== xc.address;
      const isFormula = !slave && xc.type === ExcelJS.ValueType.Formula;
      const value = slave ? null : plain(xc.value, xc.text);
      const style = xc.style ?? {};
      const cell: Cell = {};
      const fmt = xc.numFmt || 'General';
      if (value !== null) {
        cell.v = value;
        cell.m = display(value, fmt);
      }
      if (isFormula && xc.formula) cell.f = `=${xc.formula}`;
      if (value !== null || cell.f || xc.numFmt) cell.ct = { fa: fmt, t: typeof value === 'number' ? 'n' : 'g' };
      if (style.font?.bold) cell.bl = 1;
      if (style.font?.italic) cell.it = 1;
      if (style.font?.size) cell.fs = style.font.size;
      // Without a font the grid draws Times New Roman; keep the workbook's font or a sans-serif one.
      cell.ff = style.font?.name && style.font.name !== 'Calibri' ? style.font.name : 'Arial';
      const fc = color(style.font?.color?.argb);
      if (fc) cell.fc = fc;
      if (style.fill?.type === 'pattern' && style.fill.pattern === 'solid') {
        const bg = color(style.fill.fgColor?.argb);
        if (bg) cell.bg = bg;
      }
      // Excel aligns numbers right unless told otherwise; the grid would put them left.
      const ht = style.alignment?.horizontal
        ? H_ALIGN[style.alignment.horizontal]
        : typeof value === 'number' || cell.f || (fmt !== 'General' && fmt !== '@')
          ? 2
          : undefined;
      if (ht !== undefined) cell.ht = ht;
      const vt = style.alignment?.vertical ? V_ALIGN[style.alignment.vertical] : undefined;
      if (vt !== undefined) cell.vt = vt;
      if (style.alignment?.wrapText) cell.tb = '2';
      if (style.border) {
        const side = (b: Partial<ExcelJS.Border> | undefined) =>
          b?.style ? { style: BORDER_STYLE[b.style] ?? 1, color: color(b.color?.argb) ?? '#000000' } : undefined;
        const [l, rr, t, b] = [style.border.left, style.border.right, style.border.top, style.border.bottom].map(side);
        if (l || rr || t || b)
          borderInfo.push({ rangeType: 'cell', value: { row_index: r - 1, col_index: c - 1, l, r: rr, t, b } });
      }
      if (Object.keys(cell).length > 1) {
        byPos.set(`${r - 1}_${c - 1}`, cell);
        celldata.push({ r: r - 1, c: c - 1, v: cell });
      }
    }
  }

  for (let c = 1; c <= cols; c++) {
    const w = ws.getColumn(c).width;
    if (w) config.columnlen![String(c - 1)] = Math.round(w * 7 + 5);
  }

  // Merged ranges: the master cell holds the span, the others point to it.
  const merges = (ws.model as { merges?: string[] }).merges ?? [];
  for (const range of merges) {
    const [a, b] = range.split(':');
    const from = a && parseRef(a);
    const to = b && parseRef(b);
    if (!from || !to) continue;
    const span = { r: from.r, c: from.c, rs: to.r - from.r + 1, cs: to.c - from.c + 1 };
    config.merge![`${from.r}_${from.c}`] = span;
    for (let r = from.r; r <= to.r; r++) {
      for (let c = from.c; c <= to.c; c++) {
        const key = `${r}_${c}`;
        let cell = byPos.get(key);
        if (!cell) {
          cell = {};
          byPos.set(key, cell);
          celldata.push({ r, c, v: cell });
        }
        cell.mc = r === from.r && c === from.c ? span : { r: from.r, c: from.c };
      }
    }
  }
  if (borderInfo.length) config.borderInfo = borderInfo;

  return {
    name: ws.name,
    id: `sheet-${index + 1}`,
    order: index,
    status: index === 0 ? 1 : 0,
    celldata,
    config,
    // Room to work without the grid's "add rows" bar showing under the data.
    row: Math.max(rows + 40, 60),
    column: Math.max(cols + 6, 14),
  };
}

/** Reads an .xlsx into the grid's sheets: values, formulas, number formats, widths, fonts, fills, borders, merges. */
export async function loadWorkbook(data: ArrayBuffer | Uint8Array): Promise<Sheet[]> {
  const wb = new ExcelJS.Workbook();
  // exceljs's typing wants a Node Buffer; in the browser it takes an ArrayBuffer.
  await wb.xlsx.load((data instanceof Uint8Array ? data : new Uint8Array(data)) as unknown as ExcelJS.Buffer);
  const sheets = wb.worksheets.filter((ws) => ws.state !== 'hidden' && ws.state !== 'veryHidden');
  if (!sheets.length) throw new Error('empty workbook');
  return sheets.map(convertSheet);
}

/** The text of a grid cell's value: inline (rich) strings are joined. */
function cellValue(cell: Cell): SheetCell['value'] {
  if (cell.ct?.t === 'inlineStr' && Array.isArray(cell.ct.s))
    return (cell.ct.s as { v?: string }[]).map((s) => s.v ?? '').join('');
  return cell.v ?? null;
}

/** Every non-empty cell of the grid's sheets as the student left it (computed value and formula text). */
export function readCells(sheets: Sheet[]): SheetCell[] {
  const out: SheetCell[] = [];
  const push = (sheet: string, r: number, c: number, cell: Cell | null | undefined) => {
    if (!cell) return;
    const value = cellValue(cell);
    const formula = typeof cell.f === 'string' && cell.f.trim() ? cell.f.trim() : undefined;
    if (value === null && !formula) return;
    out.push({ sheet, ref: `${columnName(c)}${r + 1}`, value, ...(formula ? { formula } : {}) });
  };
  for (const sheet of sheets) {
    if (sheet.data) sheet.data.forEach((row, r) => row?.forEach((cell, c) => push(sheet.name, r, c, cell)));
    else for (const { r, c, v } of sheet.celldata ?? []) push(sheet.name, r, c, v);
  }
  return out;
}
