import { ToggleButton, ToggleButtonGroup } from '@mui/material';

/**
 * One-of-many filter pills (全部 first, then each option) that wrap onto further lines rather than scroll: the
 * research subjects, the help topics.
 */
export function PillFilter(p: {
  label: string;
  options: { value: string; name: string }[];
  /** The value of 全部. */
  all: string;
  value: string;
  onChange: (value: string) => void;
  mb?: number;
}) {
  return (
    <ToggleButtonGroup
      aria-label={p.label}
      exclusive
      size="small"
      value={p.value}
      onChange={(_, v: string | null) => v !== null && p.onChange(v)}
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        mb: p.mb,
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
      <ToggleButton value={p.all}>全部</ToggleButton>
      {p.options.map((o) => (
        <ToggleButton key={o.value} value={o.value}>
          {o.name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
