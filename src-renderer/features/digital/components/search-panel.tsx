import { Box, List, ListItemText, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { type PageTexts } from '@shared/api/digital';
import { DigitalLimits } from '@shared/rules/digital';
import { L } from '../labels';
import { searchPages } from '../search-text';
import { ListButton } from '../../../components/list-button';

/**
 * Full-text search inside the book over its per-page text (loaded once, kept with an offline copy), so it answers
 * in milliseconds and without the network.
 */
export function SearchPanel({ texts, onOpen }: { texts: PageTexts | undefined; onOpen: (page: number) => void }) {
  const [q, setQ] = useState('');
  const [submitted, setSubmitted] = useState('');
  const hits = useMemo(() => (texts && submitted ? searchPages(texts, submitted) : null), [texts, submitted]);
  return (
    <Box sx={{ p: 1 }}>
      <TextField
        size="small"
        fullWidth
        placeholder={L.searchPlaceholder}
        value={q}
        slotProps={{ htmlInput: { maxLength: DigitalLimits.SEARCH_QUERY_MAX, 'aria-label': L.search } }}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && setSubmitted(q.trim())}
      />
      {hits && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 1 }}
          data-testid="search-count"
        >
          {hits.length ? L.searchHits(hits.length) : L.searchNone}
        </Typography>
      )}
      <List dense>
        {hits?.map((h, i) => (
          <ListButton key={`${h.page}-${i}`} onClick={() => onOpen(h.page)}>
            <ListItemText primary={h.snippet} secondary={L.page(h.page)} />
          </ListButton>
        ))}
      </List>
    </Box>
  );
}
