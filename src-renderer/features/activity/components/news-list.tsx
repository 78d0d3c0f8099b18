import { List, ListItemButton, ListItemText } from '@mui/material';
import { useNavigate } from 'react-router';
import type { NoticeSummary } from '@shared/api/home';
import { fmtDate } from '../labels';

/** News items that open /activity/news/{noticeId}; `current` is left out. */
export function NewsList({ news, current }: { news: NoticeSummary[]; current?: number }) {
  const navigate = useNavigate();
  return (
    <List disablePadding>
      {news
        .filter((n) => n.id !== current)
        .map((n) => (
          <ListItemButton
            key={n.id}
            onClick={() => navigate(`/activity/news/${n.id}`)}
            sx={{ px: 0 }}
            data-testid="news-item"
          >
            <ListItemText
              primary={n.title}
              secondary={fmtDate(n.publishTime)}
              slotProps={{ primary: { noWrap: true }, secondary: { variant: 'caption' } }}
            />
          </ListItemButton>
        ))}
    </List>
  );
}
