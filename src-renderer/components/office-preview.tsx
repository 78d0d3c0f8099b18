import { Alert, Box, CircularProgress, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { sheetRows, type CellValue } from './office-cells';

type Sheet = { name: string; rows: string[][]; cut: boolean };

/** A preview is a glance, bounded so a huge workbook cannot freeze the tab: larger files are downloaded instead. */
export const PREVIEW_MAX_BYTES = 2 * 1024 * 1024;
export const PREVIEW_MAX_ROWS = 200;
export const PREVIEW_MAX_COLUMNS = 30;

/**
 * Word (.docx, docx-preview) and Excel (.xlsx, exceljs: every sheet as a table) documents, fetched and rendered in
 * the page. Both libraries are imported here only, and this component is itself loaded lazily, so they stay out of
 * the entry chunks. Tables scroll sideways on a phone instead of squeezing their columns.
 */
export default function OfficePreview({ url, format }: { url: string; format: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [sheets, setSheets] = useState<Sheet[] | null>(null);
  const [state, setState] = useState<'loading' | 'done' | 'error' | 'too-big'>('loading');
  useEffect(() => {
    let live = true;
    (async () => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(String(res.status));
      const data = await res.arrayBuffer();
      if (data.byteLength > PREVIEW_MAX_BYTES) {
        if (live) setState('too-big');
        return;
      }
      if (format === 'docx') {
        const { renderAsync } = await import('docx-preview');
        if (live && box.current) {
          // A user's file renders inert: no altChunk parts (foreign HTML docx-preview would put in a same-origin
          // frame) and no links that lead off the page (only in-document bookmarks keep their target).
          await renderAsync(data, box.current, undefined, { inWrapper: false, renderAltChunks: false });
          for (const a of box.current.querySelectorAll('a[href]'))
            if (!a.getAttribute('href')!.startsWith('#')) a.removeAttribute('href');
        }
      } else {
        const { default: ExcelJS } = await import('exceljs');
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(data);
        const out = wb.worksheets.map((ws) => {
          const rows: CellValue[][] = [];
          const last = Math.min(ws.rowCount, PREVIEW_MAX_ROWS);
          for (let i = 1; i <= last; i++)
            rows.push((ws.getRow(i).values as CellValue[]).slice(1, PREVIEW_MAX_COLUMNS + 1));
          return {
            name: ws.name,
            rows: sheetRows(rows),
            cut: ws.rowCount > PREVIEW_MAX_ROWS || ws.columnCount > PREVIEW_MAX_COLUMNS,
          };
        });
        if (live) setSheets(out);
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
      {state === 'too-big' && (
        <Alert severity="info">
          文件较大，不能在线预览，请
          <a href={url} download>
            下载
          </a>
          后查看
        </Alert>
      )}
      <Box
        ref={box}
        data-testid="office-preview"
        sx={{
          bgcolor: '#fff',
          p: format === 'docx' ? 2 : 0,
          overflowX: 'auto',
          // docx-preview lays pages out at their print width; on a phone they follow the screen instead.
          '& section.docx': { width: 'auto !important', minHeight: 'auto !important', padding: '0 !important' },
          '& .docx p': { wordBreak: 'break-word' },
        }}
      />
      {sheets?.map((s) => (
        <Box key={s.name} sx={{ mb: 2 }}>
          {(sheets.length > 1 || (s.rows[0]?.length ?? 0) > 3 || s.cut) && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 0.5, pb: 0.5 }}>
              {[
                sheets.length > 1 ? s.name : '',
                (s.rows[0]?.length ?? 0) > 3 ? '表格较宽，可左右滑动查看' : '',
                s.cut ? `仅预览前 ${PREVIEW_MAX_ROWS} 行、${PREVIEW_MAX_COLUMNS} 列，完整内容请下载查看` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
          <Box sx={{ overflowX: 'auto', bgcolor: '#fff' }}>
            <Table size="small" aria-label={sheets.length > 1 ? `表格预览 ${s.name}` : '表格预览'}>
              <TableBody>
                {s.rows.map((r, i) => (
                  <TableRow key={i}>
                    {r.map((c, j) => (
                      <TableCell
                        key={j}
                        sx={{
                          // Short cells stay on one line; long text wraps in a readable column.
                          whiteSpace: c.length > 12 ? 'normal' : 'nowrap',
                          minWidth: c.length > 12 ? 180 : undefined,
                          border: '1px solid',
                          borderColor: 'grey.200',
                          ...(i === 0 ? { fontWeight: 700, bgcolor: 'grey.100' } : {}),
                        }}
                      >
                        {c}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
