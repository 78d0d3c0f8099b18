import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { Button, Stack, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { EDITING_LIMITS } from '@shared/api/editing';

/**
 * A field and a button (添加 unless `action` says otherwise) that adds a unit, lesson or section by its title;
 * `children` sit between the field and the button (a section's kind).
 */
export function AddField({
  label,
  action = '添加',
  children,
  onAdd,
}: {
  label: string;
  action?: string;
  children?: ReactNode;
  onAdd: (title: string) => void;
}) {
  const [text, setText] = useState('');
  const add = () => {
    if (!text.trim()) return;
    onAdd(text.trim());
    setText('');
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      <TextField
        size="small"
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && add()}
        slotProps={{ htmlInput: { 'aria-label': label, maxLength: EDITING_LIMITS.TITLE_MAX } }}
        sx={{ flex: 1, maxWidth: 420 }}
      />
      {children}
      <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={add} disabled={!text.trim()}>
        {action}
      </Button>
    </Stack>
  );
}
