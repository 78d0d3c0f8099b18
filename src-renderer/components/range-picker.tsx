import { Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';

export interface RangeValue<P extends string = string> {
  preset: P;
  startDate: string;
  endDate: string;
}

/**
 * A date range as presets (近7天 / 近30天 / … / 自定义) beside the range they give; the preset `custom` shows two date
 * fields instead (Beijing days, both included). Used by 我的数据 and the data centre, each with its own presets.
 */
export function RangePicker<P extends string>({
  presets,
  value,
  onPreset,
  onCustom,
}: {
  presets: readonly { value: P; label: string }[];
  value: RangeValue<P>;
  onPreset: (p: P) => void;
  onCustom: (startDate: string, endDate: string) => void;
}) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.preset}
        onChange={(_, p: P | null) => p && onPreset(p)}
        aria-label="统计范围"
      >
        {presets.map((p) => (
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
