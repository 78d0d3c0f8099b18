import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useEffect } from 'react';
import { useClassList } from '../../../api/classes/class-list';

/** One of the teacher's own classes (the first chosen by default). */
export function ClassSelect({ value, onChange }: { value: number | ''; onChange: (id: number) => void }) {
  const classes = useClassList();
  const first = classes.data?.[0]?.id;
  useEffect(() => {
    if (value === '' && first) onChange(first);
  }, [value, first, onChange]);
  return (
    <FormControl fullWidth size="small">
      <InputLabel id="live-class-label">班级</InputLabel>
      <Select
        labelId="live-class-label"
        label="班级"
        value={classes.data?.some((c) => c.id === value) ? value : ''}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {(classes.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
