import { IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { Bookmark } from '@shared/api/digital';
import { L } from '../labels';

interface Props {
  bookmarks: Bookmark[];
  onOpen: (page: number) => void;
  onDelete: (b: Bookmark) => void;
}

export function BookmarksPanel({ bookmarks, onOpen, onDelete }: Props) {
  if (!bookmarks.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {L.noBookmarks}
      </Typography>
    );
  return (
    <List dense>
      {[...bookmarks]
        .sort((a, b) => a.page - b.page)
        .map((b) => (
          <ListItem
            key={b.id}
            disablePadding
            secondaryAction={
              <IconButton edge="end" aria-label={L.removeBookmark} onClick={() => onDelete(b)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemButton onClick={() => onOpen(b.page)}>
              <ListItemText primary={b.label || L.bookmarkLabel(b.page)} secondary={L.page(b.page)} />
            </ListItemButton>
          </ListItem>
        ))}
    </List>
  );
}
