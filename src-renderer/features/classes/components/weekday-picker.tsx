import { Box, Chip, FormControlLabel, Switch } from '@mui/material';
import { OFFERED_WEEKDAYS, WEEKDAY_LABELS } from '@shared/rules/course-plan';

export interface PlanValue {
  planned: boolean;
  days: number[];
}

/** The planned-teaching switch and the weekdays it offers (周一…周五, spec section 5). */
export function WeekdayPicker({ value, onChange }: { value: PlanValue; onChange: (v: PlanValue) => void }) {
  const toggle = (d: number) =>
    onChange({ ...value, days: value.days.includes(d) ? value.days.filter((x) => x !== d) : [...value.days, d] });
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={value.planned} onChange={(e) => onChange({ ...value, planned: e.target.checked })} />}
        label="计划授课"
      />
      {value.planned && (
        <Box role="group" aria-label="上课时间" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {OFFERED_WEEKDAYS.map((d) => {
            const on = value.days.includes(d);
            return (
              <Chip
                key={d}
                label={WEEKDAY_LABELS[d]}
                clickable
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                aria-pressed={on}
                onClick={() => toggle(d)}
                sx={{ minWidth: 64 }}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
