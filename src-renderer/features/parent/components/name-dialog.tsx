import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

/** A one-field dialog for a name (add a child, rename a child, the parent's nickname). */
export function NameDialog(props: {
  title: string;
  label: string;
  initial?: string;
  busy?: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(props.initial ?? '');
  const trimmed = name.trim();
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={props.label}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 20 } }}
          helperText={`${trimmed.length}/20`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>取消</Button>
        <Button variant="contained" disabled={!trimmed || props.busy} onClick={() => props.onSave(trimmed)}>
          保存
        </Button>
      </DialogActions>
    </Dialog>
  );
}
