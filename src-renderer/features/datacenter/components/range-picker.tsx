import { Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { PRESETS, type Preset } from '../lib/ranges';

export interface RangeValue {
  preset: Preset;
  startDate: string;
  endDate: string;
}

/** 近7天 / 近30天 / 近90天 / 自定义; 自定义 shows two date fields (Beijing days, both included). */
export function RangePicker({
  value,
  onPreset,
  onCustom,
}: {
  value: RangeValue;
  onPreset: (p: Preset) => void;
  onCustom: (startDate: string, endDate: string) => void;
}) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.preset}
        onChange={(_, p: Preset | null) => p && onPreset(p)}
        aria-label="统计范围"
      >
        {PRESETS.map((p) => (
          <ToggleButton key={p.value} value={p.value} sx={{ px: 2 }}>
            {p.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.preset === 'custom' ? (
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            type="date"
            size="small"
            label="开始日期"
            value={value.startDate}
            onChange={(e) => e.target.value && onCustom(e.target.value, value.endDate)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.endDate } }}
          />
          <Typography color="text.secondary">至</Typography>
          <TextField
            type="date"
            size="small"
            label="结束日期"
            value={value.endDate}
            onChange={(e) => e.target.value && onCustom(value.startDate, e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.startDate } }}
          />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="range-label">
          {value.startDate.replace(/-/g, '.')} - {value.endDate.replace(/-/g, '.')}
        </Typography>
      )}
    </Stack>
  );
}
