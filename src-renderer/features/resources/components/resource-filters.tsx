import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Chip, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { GRADE_NAMES } from '@shared/rules/grades';
import { RESOURCE_KIND_LABEL, RESOURCE_KINDS, RESOURCE_SUBJECTS, type ResourceKind } from '@shared/rules/resources';

export interface Filters {
  kind: ResourceKind | '';
  subject: string;
  grade: string;
  keyword: string;
}
export const NO_FILTERS: Filters = { kind: '', subject: '', grade: '', keyword: '' };

/** The catalogue's filters: type chips, subject, grade and a title search (on Enter or the icon). */
export function ResourceFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const [text, setText] = useState(value.keyword);
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="group" aria-label="资源类型">
        {(['', ...RESOURCE_KINDS] as const).map((k) => (
          <Chip
            key={k || 'all'}
            label={k ? RESOURCE_KIND_LABEL[k] : '全部类型'}
            color={value.kind === k ? 'primary' : 'default'}
            variant={value.kind === k ? 'filled' : 'outlined'}
            onClick={() => set({ kind: k })}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label="学科"
          value={value.subject}
          onChange={(e) => set({ subject: e.target.value })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">全部学科</MenuItem>
          {RESOURCE_SUBJECTS.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="年级"
          value={value.grade}
          onChange={(e) => set({ grade: e.target.value })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">全部年级</MenuItem>
          {GRADE_NAMES.map((g) => (
            <MenuItem key={g} value={g}>
              {g}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          placeholder="搜索资源名称"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && set({ keyword: text.trim() })}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
          slotProps={{
            htmlInput: { 'aria-label': '搜索资源名称', maxLength: 50 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchRoundedIcon
                    sx={{ cursor: 'pointer' }}
                    aria-label="搜索"
                    onClick={() => set({ keyword: text.trim() })}
                  />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
    </Stack>
  );
}

/** The filters as a list query. */
export const queryOf = (f: Filters) => ({
  kind: f.kind || undefined,
  subject: f.subject || undefined,
  grade: f.grade || undefined,
  keyword: f.keyword || undefined,
});
