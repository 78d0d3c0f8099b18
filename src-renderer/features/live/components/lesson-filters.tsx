import { FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';

export interface Filters {
  subject: string;
  grade: string;
  date: string;
}

/** 学科, 年级 and 日期 (a Beijing day) over the lesson list. */
export function LessonFilters(p: {
  value: Filters;
  subjects: string[];
  grades: string[];
  onChange: (f: Filters) => void;
}) {
  const pick = (name: 'subject' | 'grade', label: string, options: string[]) => (
    <FormControl size="small" sx={{ minWidth: 140 }}>
      <InputLabel id={`live-${name}`}>{label}</InputLabel>
      <Select
        labelId={`live-${name}`}
        label={label}
        value={p.value[name]}
        onChange={(e) => p.onChange({ ...p.value, [name]: e.target.value })}
      >
        <MenuItem value="">全部</MenuItem>
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
  return (
    <Stack direction="row" spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}>
      {pick('subject', '学科', p.subjects)}
      {pick('grade', '年级', p.grades)}
      <TextField
        size="small"
        type="date"
        label="日期"
        value={p.value.date}
        onChange={(e) => p.onChange({ ...p.value, date: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
