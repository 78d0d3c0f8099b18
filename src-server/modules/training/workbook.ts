import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { WorkbookSheetSpec } from '../../db/schema/training';

/** A fixed date in the file's properties, so one description always gives the same bytes. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** Builds an excel training's workbook (.xlsx bytes) from its stored description, with exceljs. */
async function buildWorkbook(sheets: WorkbookSheetSpec[]): Promise<Buffer> {
  builds++;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Classpro';
  wb.created = FIXED_DATE;
  wb.modified = FIXED_DATE;
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

/**
 * Built workbooks by the digest of their description (issue 28.9: the public `/files/training/<id>.xlsx` rebuilt the
 * workbook on every request). A teacher's change of the description gives a new digest, so nothing goes stale; the
 * few trainings' workbooks are small, and the least recently used ones leave first.
 */
const CACHE_SIZE = 32;
const cache = new Map<string, Promise<Buffer>>();
let builds = 0;

/** How many workbooks this server has built (tests read it to see repeats come from the cache). */
export const workbookBuilds = () => builds;

/** The workbook of a description and its strong ETag. */
export async function workbookFor(sheets: WorkbookSheetSpec[]): Promise<{ bytes: Buffer; etag: string }> {
  const digest = createHash('sha256').update(JSON.stringify(sheets)).digest('base64url').slice(0, 27);
  let bytes = cache.get(digest);
  if (bytes) cache.delete(digest);
  else {
    bytes = buildWorkbook(sheets);
    // A failed build is not kept.
    bytes.catch(() => cache.delete(digest));
  }
  cache.set(digest, bytes);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return { bytes: await bytes, etag: `"${digest}"` };
}
