import { Box, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Code } from '@shared/api/common';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../platform/http';

/** A titled white panel of the statistics screens. */
export function StatsPanel({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      data-testid={testId}
      sx={{ p: 2.5, borderRadius: 3, minWidth: 0 }}
    >
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1.5, minHeight: 40 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** The headline figures: a big number over its label. */
export function Figures({ items }: { items: { label: string; value: string }[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${items.length}, 1fr)`, gap: 2 }}>
      {items.map((f) => (
        <Paper key={f.label} variant="outlined" sx={{ p: 2.5, borderRadius: 3 }} data-testid="stat-figure">
          <Typography variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography variant="h4" sx={{ fontWeight: 700, mt: 0.5 }} data-testid="stat-value">
            {f.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** A small select of the screens' filters. */
export function Picker<T extends number>({
  label,
  value,
  options,
  onChange,
  width = 200,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange(value: T): void;
  width?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(e) => onChange(Number(e.target.value) as T)}
      sx={{ width, bgcolor: '#fff' }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Statistics that could not be read: a class that is not the teacher's (or not there, or a student asking) says
 * why, as retrying cannot help; anything else offers 重试.
 */
export function StatsError({ error, onRetry, retrying }: { error: unknown; onRetry(): void; retrying: boolean }) {
  if (error instanceof ApiError && error.code === Code.FORBIDDEN) {
    return <EmptyState text={`${error.message}：只能查看自己班级的统计`} />;
  }
  if (error instanceof ApiError && error.code === Code.NOT_FOUND) return <EmptyState text={error.message} />;
  return <ErrorState onRetry={onRetry} retrying={retrying} />;
}
