import { List, ListItemText } from '@mui/material';
import type { NoticeSummary } from '@shared/api/notice';
import { useNavigate } from 'react-router';
import { fmtDate } from '../labels';
import { ListButton } from '../../../components/list-button';

/** News items that open /activity/news/{noticeId}; `current` is left out. */
export function NewsList({ news, current }: { news: NoticeSummary[]; current?: number }) {
  const navigate = useNavigate();
  return (
    <List disablePadding>
      {news
        .filter((n) => n.id !== current)
        .map((n) => (
          <ListButton
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
          </ListButton>
        ))}
    </List>
  );
}
