import { Box, Paper, Skeleton, Typography } from '@mui/material';
import type { BaseFigures, UsageFigures } from '@shared/api/datacenter';
import { fmt, METRICS } from '../lib/ranges';

const BASE: { key: keyof BaseFigures; label: string; unit: string }[] = [
  { key: 'schools', label: '学校', unit: '所' },
  { key: 'teachers', label: '教师', unit: '人' },
  { key: 'classes', label: '班级', unit: '个' },
  { key: 'students', label: '学生', unit: '人' },
];

function Group<K extends string>({
  title,
  items,
  values,
}: {
  title: string;
  items: { key: K; label: string; unit: string }[];
  values: Record<K, number> | undefined;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}>
        {items.map((f) => (
          <Box key={f.key} data-testid={`figure-${f.key}`}>
            <Typography variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            {values ? (
              <Typography variant="h5" sx={{ fontWeight: 600 }}>
                {fmt(values[f.key])}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                  {f.unit}
                </Typography>
              </Typography>
            ) : (
              <Skeleton width={80} height={36} />
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** 基础数据 (now) and 使用数据 (over the range), side by side. */
export function FigureCards({ base, usage }: { base?: BaseFigures; usage?: UsageFigures }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
      <Group title="基础数据" items={BASE} values={base} />
      <Group title="使用数据" items={METRICS} values={usage} />
    </Box>
  );
}
