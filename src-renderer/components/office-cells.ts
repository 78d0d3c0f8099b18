/** What a cell of an exceljs worksheet holds: a value, or an object for formulas, rich text, links and errors. */
export type CellValue = string | number | boolean | Date | null | undefined | Record<string, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The text a spreadsheet cell shows: a formula shows its result, rich text its runs, a hyperlink its text, a date
 * as 2026-03-01 (UTC, as Excel stores it), TRUE/FALSE for booleans, an error its code. Never "[object Object]".
 */
export function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Math.round(v * 1e6) / 1e6);
  if (typeof v === 'string') return v;
  if (Array.isArray(v.richText)) return (v.richText as { text?: string }[]).map((r) => r.text ?? '').join('');
  if ('result' in v) return cellText(v.result as CellValue);
  if ('formula' in v || 'sharedFormula' in v) return '';
  if (typeof v.text === 'string') return v.text;
  if (typeof v.error === 'string') return v.error;
  return '';
}

/** The rows of a sheet as text, padded to one width, with trailing empty rows dropped. */
export function sheetRows(rows: CellValue[][]): string[][] {
  const text = rows.map((r) => r.map(cellText));
  while (text.length && text[text.length - 1]!.every((c) => c === '')) text.pop();
  const width = Math.max(0, ...text.map((r) => r.length));
  return text.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
}
