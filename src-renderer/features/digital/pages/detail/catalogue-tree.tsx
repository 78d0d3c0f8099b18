import ScienceRounded from '@mui/icons-material/ScienceRounded';
import {
  Box,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Tooltip,
  Typography,
} from '@mui/material';
import type { Catalogue } from '@shared/api/digital';

/**
 * The book's catalogue: units, then lessons with their page ranges; a lesson opens the reader at its page, and (for
 * the book's owner) its 实验与编程 button opens the lesson's trainings and notebook.
 */
export function CatalogueTree({
  catalogue,
  onOpen,
  onLab,
}: {
  catalogue: Catalogue;
  onOpen?: (page: number) => void;
  onLab?: (lesson: { id: number; title: string }) => void;
}) {
  return (
    <Box component="nav" aria-label="目录">
      {catalogue.units.map((u) => (
        <List
          key={u.id}
          dense
          subheader={
            <ListSubheader disableSticky sx={{ fontWeight: 700, color: 'text.primary', lineHeight: '40px', px: 1 }}>
              {u.title}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                第{u.startPage}–{u.endPage}页
              </Typography>
            </ListSubheader>
          }
        >
          {u.lessons.map((l) => (
            <ListItem
              key={l.id}
              disablePadding
              secondaryAction={
                onLab && (
                  <Tooltip title="实验与编程">
                    <IconButton edge="end" aria-label={`${l.title} 实验与编程`} onClick={() => onLab(l)}>
                      <ScienceRounded fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemButton disabled={!onOpen} onClick={() => onOpen?.(l.startPage)} sx={{ borderRadius: 1, pl: 3 }}>
                <ListItemText
                  primary={l.title}
                  secondary={`第${l.startPage}–${l.endPage}页 · ${l.resourceCount}个资源`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
}
