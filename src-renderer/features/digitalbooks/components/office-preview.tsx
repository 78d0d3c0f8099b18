import { Alert, Box, CircularProgress, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

type Cell = string | number;

/** Word (.docx, docx-preview) and Excel (.xlsx, exceljs) documents, fetched and rendered in the page. */
export default function OfficePreview({ url, format }: { url: string; format: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState<Cell[][] | null>(null);
  const [state, setState] = useState<'loading' | 'done' | 'error'>('loading');
  useEffect(() => {
    let live = true;
    (async () => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(String(res.status));
      const data = await res.arrayBuffer();
      if (format === 'docx') {
        const { renderAsync } = await import('docx-preview');
        if (live && box.current) await renderAsync(data, box.current, undefined, { inWrapper: false });
      } else {
        const { default: ExcelJS } = await import('exceljs');
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(data);
        const out: Cell[][] = [];
        wb.worksheets[0]?.eachRow((row) => {
          const values = (row.values as (Cell | null | undefined)[]).slice(1);
          out.push(values.map((v) => (v === null || v === undefined ? '' : typeof v === 'object' ? String(v) : v)));
        });
        if (live) setRows(out);
      }
      if (live) setState('done');
    })().catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [url, format]);
  return (
    <Box>
      {state === 'loading' && (
        <Stack alignItems="center" sx={{ py: 4 }}>
          <CircularProgress size={28} />
        </Stack>
      )}
      {state === 'error' && <Alert severity="error">文档加载失败</Alert>}
      <Box ref={box} data-testid="office-preview" sx={{ bgcolor: '#fff', p: format === 'docx' ? 2 : 0 }} />
      {rows && (
        <Table size="small" aria-label="表格预览" sx={{ bgcolor: '#fff' }}>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={i}>
                {r.map((c, j) => (
                  <TableCell key={j} sx={i === 0 ? { fontWeight: 700, bgcolor: 'grey.100' } : undefined}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
