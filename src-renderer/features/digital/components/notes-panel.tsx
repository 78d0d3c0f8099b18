import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { Note } from '@shared/api/digital';
import { L } from '../labels';

interface Props {
  notes: Note[];
  onOpen: (page: number) => void;
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => void;
}

/** The reader's notes, by page: quoted passage, comment, edit and delete. */
export function NotesPanel({ notes, onOpen, onEdit, onDelete }: Props) {
  if (!notes.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {L.noNotes}
      </Typography>
    );
  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="notes-list">
      {notes.map((n) => (
        <Card key={n.id} variant="outlined" data-testid="note-card">
          <CardContent sx={{ pb: 0, cursor: 'pointer' }} onClick={() => onOpen(n.page)}>
            <Typography variant="caption" color="primary">
              {L.page(n.page)}
            </Typography>
            {n.quote && (
              <Typography variant="body2" sx={{ bgcolor: `${n.color}66`, px: 0.5 }}>
                {n.quote}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
              {n.comment}
            </Typography>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
            <Button size="small" onClick={() => onEdit(n)}>
              {L.edit}
            </Button>
            <Button size="small" color="error" onClick={() => onDelete(n)}>
              {L.delete}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
