import { describe, expect, it } from 'vitest';
import { checkWorkbook, type ExcelCellExpectation, type SheetCell } from '../check';

const S = '经费';
const expectations: ExcelCellExpectation[] = [
  { sheet: S, ref: 'D3', label: '金额', value: 103.2, formula: true },
  { sheet: S, ref: 'D8', label: '合计', value: 1250, formulaIncludes: ['sum'] },
  { sheet: S, ref: 'A1', label: '标题', value: ' 经费表 ' },
];
const right: SheetCell[] = [
  { sheet: S, ref: 'D3', value: 103.2000001, formula: '=B3*C3' },
  { sheet: S, ref: 'D8', value: 1250, formula: '=SUM(D3:D7)' },
  { sheet: S, ref: 'A1', value: '经费表' },
];
const withCell = (ref: string, cell: Partial<SheetCell> | null) =>
  right.flatMap((c) => (c.ref !== ref ? [c] : cell ? [{ sheet: S, ref, value: null, ...cell }] : []));

describe('checkWorkbook', () => {
  it('passes when every expected cell is right', () => {
    const r = checkWorkbook(right, expectations);
    expect(r).toMatchObject({ passed: true, score: 100, correct: 3, total: 3 });
    expect(r.results.map((x) => x.message)).toEqual(['金额（D3）：正确', '合计（D8）：正确', '标题（A1）：正确']);
  });

  it('reports a wrong value with the expected and actual numbers', () => {
    const r = checkWorkbook(withCell('D8', { value: 1200, formula: '=SUM(D3:D6)' }), expectations);
    expect(r).toMatchObject({ passed: false, score: 67, correct: 2 });
    expect(r.results[1]).toMatchObject({ ref: 'D8', passed: false, message: '合计（D8）：应为 1250，实际为 1200' });
  });

  it('rejects a typed number where a formula is required', () => {
    const r = checkWorkbook(withCell('D3', { value: 103.2 }), expectations);
    expect(r.results[0]!.message).toBe('金额（D3）：应为公式，不要直接填写数值');
    expect(r.passed).toBe(false);
  });

  it('rejects a formula without the required function (SUMIF is not SUM)', () => {
    const plus = checkWorkbook(withCell('D8', { value: 1250, formula: '=D3+D4+D5+D6+D7' }), expectations);
    expect(plus.results[1]!.message).toBe('合计（D8）：公式应使用 SUM 函数');
    const sumif = checkWorkbook(withCell('D8', { value: 1250, formula: '=SUMIF(D3:D7,">0")' }), expectations);
    expect(sumif.results[1]!.passed).toBe(false);
    const lower = checkWorkbook(withCell('D8', { value: 1250, formula: '=sum(d3:d7)' }), expectations);
    expect(lower.results[1]!.passed).toBe(true);
  });

  it('reports empty cells, wrong text and refs written with $', () => {
    const empty = checkWorkbook(withCell('D3', null), expectations);
    expect(empty.results[0]!.message).toBe('金额（D3）：应填写公式');
    const text = checkWorkbook(withCell('A1', { value: '预算表' }), expectations);
    expect(text.results[2]!.message).toBe('标题（A1）：应为「经费表」，实际为「预算表」');
    const dollar = checkWorkbook(right, [{ sheet: S, ref: '$d$8', label: '合计', value: 1250 }]);
    expect(dollar.results[0]).toMatchObject({ ref: 'D8', passed: true });
  });

  it('does not pass an empty list of expectations or a missing sheet', () => {
    expect(checkWorkbook(right, [])).toMatchObject({ passed: false, score: 0, total: 0 });
    const other = checkWorkbook(right, [{ sheet: '别的表', ref: 'D8', label: '合计', value: 1250 }]);
    expect(other.results[0]!.message).toBe('合计（D8）：应为 1250，实际为空');
  });
});
