import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { BagItem } from '@shared/api/digital';
import { L } from '../labels';

const TYPE = { VIDEO: '视频', AUDIO: '音频', PICTURE: '图片', DOCUMENT: '文档', LINK: '链接' } as const;

/** Lesson-bag items: open each in a new window (players and viewers of the browser), optionally remove. */
export function BagList({ items, onRemove }: { items: BagItem[]; onRemove?: (item: BagItem) => void }) {
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
              <Button size="small" href={i.url} target="_blank" rel="noopener">
                {L.bagOpen}
              </Button>
              {onRemove && (
                <Button size="small" color="error" onClick={() => onRemove(i)}>
                  {L.bagRemove}
                </Button>
              )}
            </>
          }
        >
          <ListItemText primary={i.title} secondary={`${TYPE[i.type]}${i.source === 'UPLOAD' ? ' · 上传' : ''}`} />
        </ListItem>
      ))}
    </List>
  );
}
