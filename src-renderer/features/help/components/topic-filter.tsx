import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Topic } from '../faq';

/** 问题分类: 全部 and every topic, wrapping onto a second line in the narrow popup rather than scrolling. */
export function TopicFilter(p: { topics: Topic[]; value: string; onChange: (id: string) => void }) {
  return (
    <ToggleButtonGroup
      aria-label="问题分类"
      exclusive
      size="small"
      value={p.value}
      onChange={(_, v: string | null) => v !== null && p.onChange(v)}
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        mb: 2,
        '& .MuiToggleButton-root': {
          border: 1,
          borderColor: 'divider',
          borderRadius: '16px !important',
          px: 2,
          py: 0.5,
          bgcolor: '#fff',
        },
        '& .MuiToggleButton-root.Mui-selected': { bgcolor: 'primary.main', color: '#fff', borderColor: 'primary.main' },
        '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'primary.dark' },
      }}
    >
      <ToggleButton value="all">全部</ToggleButton>
      {p.topics.map((t) => (
        <ToggleButton key={t.id} value={t.id}>
          {t.name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
