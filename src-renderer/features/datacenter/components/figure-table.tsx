import {
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Msg } from '@shared/rules/messages';
import { fmt } from '../lib/ranges';

export interface Column<R> {
  label: string;
  value: (r: R) => string | number;
  align?: 'left' | 'right';
}

/** A figures table; a row with `onRow` is a drill-down link (click or Enter). */
export function FigureTable<R>({
  title,
  columns,
  rows,
  rowKey,
  onRow,
  testId,
}: {
  title: string;
  columns: Column<R>[];
  rows: R[] | undefined;
  rowKey: (r: R) => string | number;
  onRow?: (r: R) => void;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      <TableContainer>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align ?? 'right'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!rows ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  {Msg.noData}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((r) => (
                <TableRow
                  key={rowKey(r)}
                  hover={!!onRow}
                  onClick={onRow ? () => onRow(r) : undefined}
                  onKeyDown={onRow ? (e) => e.key === 'Enter' && onRow(r) : undefined}
                  tabIndex={onRow ? 0 : undefined}
                  role={onRow ? 'link' : undefined}
                  sx={onRow ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((c) => {
                    const v = c.value(r);
                    return (
                      <TableCell key={c.label} align={c.align ?? 'right'}>
                        {typeof v === 'number' ? fmt(v) : v}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
