import PushPinRoundedIcon from '@mui/icons-material/PushPinRounded';
import { Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { INFORMATION_TYPE_LABELS, type InformationSummary, type InformationType } from '@shared/api/community';
import { hues } from '../../../config/colors';
import { beijing } from '../../../platform/dayjs';

export const TYPE_COLORS: Record<InformationType, string> = {
  NOTICE: hues.red,
  NEWS: hues.blue,
  RESEARCH: hues.green,
  ACTIVITY: hues.amber,
};

/** One notice or news item in the list: type, 置顶, title, summary, publisher and day. */
export function InformationCard({ item, onOpen }: { item: InformationSummary; onOpen: () => void }) {
  const color = TYPE_COLORS[item.type];
  return (
    <Card variant="outlined" data-testid="information-item" sx={{ borderRadius: 3 }}>
      <CardActionArea onClick={onOpen} sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Chip size="small" label={INFORMATION_TYPE_LABELS[item.type]} sx={{ bgcolor: `${color}14`, color }} />
          {item.pinned && (
            <Chip size="small" icon={<PushPinRoundedIcon />} label="置顶" color="error" variant="outlined" />
          )}
        </Stack>
        <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 0.75 }}>
          {item.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {item.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.25 }}>
          {item.publisher} · {beijing(item.publishedAt).format('YYYY年M月D日')}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
