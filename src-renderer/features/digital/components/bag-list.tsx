import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { BagItem } from '@shared/api/digital';
import { L } from '../labels';
import { RESOURCE_LABEL } from './resource-preview';

/** Lesson-bag items: open each in the bag viewer (inside the app, never a new tab), optionally remove. */
export function BagList({
  items,
  onOpen,
  onRemove,
}: {
  items: BagItem[];
  onOpen: (item: BagItem) => void;
  onRemove?: (item: BagItem) => void;
}) {
  if (!items.length)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {L.bagEmpty}
      </Typography>
    );
  return (
    <List data-testid="bag-list">
      {items.map((i) => (
        <ListItem
          key={i.id}
          divider
          secondaryAction={
            <>
              <Button size="small" aria-label={`${L.bagOpen} ${i.title}`} onClick={() => onOpen(i)}>
                {L.bagOpen}
              </Button>
              {onRemove && (
                <Button size="small" color="error" aria-label={`${L.bagRemove} ${i.title}`} onClick={() => onRemove(i)}>
                  {L.bagRemove}
                </Button>
              )}
            </>
          }
        >
          <ListItemText
            primary={i.title}
            secondary={`${RESOURCE_LABEL[i.type]}${i.source === 'UPLOAD' ? ` · ${L.bagUploaded}` : ''}`}
            sx={{ pr: 14 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
