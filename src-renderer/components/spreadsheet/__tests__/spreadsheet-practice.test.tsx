import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDemoWorkbook, DEMO_EXPECTATIONS } from '../demo-workbook';
import { SpreadsheetPractice } from '../lazy-spreadsheet-practice';

// jsdom has no canvas, so the grid cannot draw here (it warns while laying out merged cells): this test covers the
// loading, the toolbar and the list; the grid itself is exercised in a browser (see the README section).
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('<SpreadsheetPractice>', () => {
  it('loads the workbook and lists the cells to check before 检查', async () => {
    const wb = await buildDemoWorkbook();
    render(<SpreadsheetPractice workbook={wb} expectations={DEMO_EXPECTATIONS} />);
    const check = await screen.findByRole('button', { name: '检查' }, { timeout: 20_000 });
    await waitFor(() => expect((check as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 });
    expect(screen.getByText('合计（D8）')).toBeTruthy();
    expect(screen.getByText('平均单价（C9）')).toBeTruthy();
    expect(screen.getByText('填写完成后点击“检查”，下面是要检查的单元格。')).toBeTruthy();
  }, 40_000);
});
