import { Box, Paper, Typography } from '@mui/material';
import type { TeacherDataOverview } from '@shared/api/statistics';

type Totals = TeacherDataOverview['totals'];
interface Figure {
  key: keyof Totals;
  label: string;
  unit: string;
}
const GROUPS: { title: string; items: Figure[] }[] = [
  {
    title: '授课',
    items: [
      { key: 'aiLessons', label: 'AI课上课', unit: '节' },
      { key: 'liveLessons', label: '直播课', unit: '节' },
      { key: 'courses', label: '班级课程', unit: '门' },
      { key: 'unitsFinished', label: '完成单元', unit: '个' },
    ],
  },
  {
    title: '教材阅读',
    items: [
      { key: 'booksRead', label: '我读的教材', unit: '本' },
      { key: 'readers', label: '阅读学生', unit: '人' },
    ],
  },
  {
    title: '作业',
    items: [
      { key: 'tasksPushed', label: '布置作业', unit: '份' },
      { key: 'submitted', label: '收到提交', unit: '份' },
      { key: 'marked', label: '已批改', unit: '份' },
      { key: 'averageScore', label: '平均得分率', unit: '%' },
    ],
  },
];

/** The summary cards, grouped as a teacher reads them: teaching, reading, homework. */
export function FigureCards({ totals }: { totals: Totals }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '4fr 2fr 4fr' }, gap: 2 }}>
      {GROUPS.map((g) => (
        <Paper key={g.title} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
            {g.title}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${g.items.length}, minmax(0, 1fr))`, gap: 1 }}>
            {g.items.map((f) => {
              const v = totals[f.key];
              return (
                <Box key={f.key} data-testid={`figure-${f.key}`}>
                  <Typography component="div" sx={{ fontSize: 26, fontWeight: 700, lineHeight: 1.2 }}>
                    <span data-testid="figure-value">{v === null ? '—' : String(v)}</span>
                    {v !== null && (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                        {f.unit}
                      </Typography>
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {f.label}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
