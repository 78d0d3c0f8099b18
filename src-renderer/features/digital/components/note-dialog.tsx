import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { DigitalLimits } from '@shared/rules/digital';
import { Msg } from '@shared/rules/messages';
import { L } from '../labels';

interface Props {
  title: string;
  quote: string;
  initial: string;
  onSave: (comment: string) => void;
  onClose: () => void;
}

/** Comment on a highlighted passage (add or edit). */
export function NoteDialog({ title, quote, initial, onSave, onClose }: Props) {
  const [comment, setComment] = useState(initial);
  const tooLong = comment.length > DigitalLimits.NOTE_COMMENT_MAX;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {quote && (
          <Typography
            variant="body2"
            sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1, mb: 2, color: 'text.secondary' }}
          >
            {quote}
          </Typography>
        )}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={L.noteComment}
          value={comment}
          error={tooLong}
          helperText={tooLong ? Msg.digitalNoteTooLong : `${comment.length}/${DigitalLimits.NOTE_COMMENT_MAX}`}
          onChange={(e) => setComment(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button variant="contained" disabled={tooLong} onClick={() => onSave(comment)}>
          {L.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
