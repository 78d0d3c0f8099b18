import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';

export interface Choice<V extends string> {
  value: V;
  title: string;
}

/** Choices of catalogue items ({ id, title }), valued by their id as a string. */
export const idChoices = (items: readonly { id: number; title: string }[]): Choice<string>[] =>
  items.map((o) => ({ value: String(o.id), title: o.title }));

/**
 * The console's small select: a label, the choices, and optionally a first 「all」 choice valued ''.
 * Every form of the console picks kinds, targets, channels and platforms with it.
 */
export function SelectField<V extends string>({
  label,
  value,
  onChange,
  choices,
  all,
  width,
  sx,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  choices: readonly Choice<V>[];
  /** The title of a first choice valued '' (e.g. 全部渠道). */
  all?: string;
  width: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      size="small"
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      sx={[{ width }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {all !== undefined && <MenuItem value="">{all}</MenuItem>}
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
