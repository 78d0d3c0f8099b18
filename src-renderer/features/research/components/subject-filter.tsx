import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Subject } from '@shared/api/research';

/** 学科: 全部 and every subject of getSubjectConfig; one at a time. */
export function SubjectFilter(p: { subjects: Subject[]; value: string; onChange: (code: string) => void }) {
  return (
    <ToggleButtonGroup
      aria-label="学科"
      exclusive
      size="small"
      value={p.value}
      onChange={(_, v: string | null) => v !== null && p.onChange(v)}
      sx={{
        flexWrap: 'wrap',
        gap: 1,
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
      <ToggleButton value="">全部</ToggleButton>
      {p.subjects.map((s) => (
        <ToggleButton key={s.code} value={s.code}>
          {s.name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
