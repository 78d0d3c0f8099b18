import { cleanup, render, screen, waitFor } from '@testing-library/react';
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OfficePreview, { PREVIEW_MAX_BYTES, PREVIEW_MAX_COLUMNS, PREVIEW_MAX_ROWS } from '../office-preview';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A .docx as an attacker would upload it: an altChunk part of HTML and an external hyperlink. */
async function hostileDocx(): Promise<ArrayBuffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="html" ContentType="text/html"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    'word/_rels/document.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="${R}/aFChunk" Target="evil.html"/><Relationship Id="rId10" Type="${R}/hyperlink" Target="https://evil.example/phish" TargetMode="External"/></Relationships>`,
  );
  zip.file('word/evil.html', '<html><body><script>parent.stolen = document.cookie</script>外来内容</body></html>');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body><w:p><w:r><w:t>一、教学目标</w:t></w:r></w:p><w:altChunk r:id="rId9"/><w:p><w:hyperlink r:id="rId10"><w:r><w:t>点此领取奖品</w:t></w:r></w:hyperlink></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'arraybuffer' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the office document preview', () => {
  it('renders a Word file without its embedded HTML parts and with no way to navigate away', async () => {
    const bytes = await hostileDocx();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(bytes)),
    );
    render(<OfficePreview url="/files/uploads/x.docx" format="docx" />);
    const box = screen.getByTestId('office-preview');
    await waitFor(() => expect(box.textContent).toContain('一、教学目标'));
    await waitFor(() => expect(box.textContent).toContain('点此领取奖品'));
    // No frame of foreign HTML (altChunk), and the link text stays but leads nowhere.
    expect(box.querySelector('iframe')).toBeNull();
    expect(box.textContent).not.toContain('外来内容');
    for (const a of box.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/evil/);
  });
});

describe('the spreadsheet preview is bounded', () => {
  it('shows the first rows and columns of a large sheet and says so', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('成绩');
    for (let r = 0; r < 500; r++) ws.addRow(Array.from({ length: 40 }, (_, c) => `${r}-${c}`));
    const bytes = (await wb.xlsx.writeBuffer()) as ArrayBuffer;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(bytes)),
    );
    render(<OfficePreview url="/files/uploads/x.xlsx" format="xlsx" />);
    // Parsing 20,000 cells takes a few seconds on a loaded machine: wait for the table, not the default second.
    const table = await screen.findByRole('table', { name: '表格预览' }, { timeout: 15_000 });
    expect(table.querySelectorAll('tr')).toHaveLength(PREVIEW_MAX_ROWS);
    expect(table.querySelector('tr')!.querySelectorAll('td')).toHaveLength(PREVIEW_MAX_COLUMNS);
    screen.getByText(/仅预览前 200 行、30 列/);
  });

  it('offers a file over the preview size for download instead of parsing it', async () => {
    const bytes = new Uint8Array(PREVIEW_MAX_BYTES + 1).buffer;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(bytes)),
    );
    render(<OfficePreview url="/files/uploads/big.xlsx" format="xlsx" />);
    const link = await screen.findByRole('link', { name: '下载' });
    expect(link.getAttribute('href')).toBe('/files/uploads/big.xlsx');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
