import { Box, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import type { Catalogue } from '@shared/api/digital';

/** The book's catalogue: units, then lessons with their page ranges; a lesson opens the reader at its page. */
export function CatalogueTree({ catalogue, onOpen }: { catalogue: Catalogue; onOpen?: (page: number) => void }) {
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
            <ListItemButton
              key={l.id}
              disabled={!onOpen}
              onClick={() => onOpen?.(l.startPage)}
              sx={{ borderRadius: 1, pl: 3 }}
            >
              <ListItemText
                primary={l.title}
                secondary={`第${l.startPage}–${l.endPage}页 · ${l.resourceCount}个资源`}
              />
            </ListItemButton>
          ))}
        </List>
      ))}
    </Box>
  );
}
