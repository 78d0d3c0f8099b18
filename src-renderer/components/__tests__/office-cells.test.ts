import { describe, expect, it } from 'vitest';
import { cellText, sheetRows } from '../office-cells';

describe('spreadsheet cells as text', () => {
  it('shows values, formula results, rich text, links, dates, booleans and errors as a sheet would', () => {
    expect(
      [
        '姓名',
        95,
        0.1 + 0.2,
        { formula: 'SUM(B2:D2)', result: 95 },
        { sharedFormula: 'E2' },
        { richText: [{ text: '第' }, { text: '1题', font: { bold: true } }] },
        { text: '课程主页', hyperlink: 'https://example.com' },
        new Date(Date.UTC(2026, 2, 1)),
        true,
        { error: '#DIV/0!' },
        null,
        undefined,
      ].map(cellText),
    ).toEqual(['姓名', '95', '0.3', '95', '', '第1题', '课程主页', '2026-03-01', 'TRUE', '#DIV/0!', '', '']);
  });

  it('pads rows to one width and drops trailing empty rows', () => {
    expect(sheetRows([['姓名', '总分'], ['李华'], [], [null]])).toEqual([
      ['姓名', '总分'],
      ['李华', ''],
    ]);
  });
});
