import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { Box, Button, Chip, Divider, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { INFORMATION_TYPE_LABELS } from '@shared/api/community';
import { Msg } from '@shared/rules/messages';
import { EmptyState } from '../../../components/empty-state';
import { beijing } from '../../../platform/dayjs';
import { useInformation } from '../api/community';
import { TYPE_COLORS } from './information-card';

/** One notice or news item with its full text; gone or unknown says so, with the way back. */
export function InformationDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const info = useInformation(id);
  const back = (
    <Button startIcon={<ArrowBackRoundedIcon />} color="inherit" onClick={onBack} sx={{ color: 'text.secondary' }}>
      返回列表
    </Button>
  );
  if (info.isPending) return <Skeleton variant="rounded" height={360} />;
  if (info.isError)
    return (
      <Paper variant="outlined" sx={{ borderRadius: 3, p: 3 }}>
        {back}
        <EmptyState text={Msg.informationNotFound} />
      </Paper>
    );
  const item = info.data;
  const color = TYPE_COLORS[item.type];
  return (
    <Paper
      variant="outlined"
      component="article"
      data-testid="information-detail"
      sx={{ borderRadius: 3, p: { xs: 2, md: 4 } }}
    >
      {back}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Chip size="small" label={INFORMATION_TYPE_LABELS[item.type]} sx={{ bgcolor: `${color}14`, color }} />
        {item.pinned && <Chip size="small" label="置顶" color="error" variant="outlined" />}
      </Stack>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 1.5, fontSize: { xs: 24, md: 30 } }}>
        {item.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {item.publisher} · 发布于 {beijing(item.publishedAt).format('YYYY年M月D日 HH:mm')}
      </Typography>
      <Divider sx={{ my: 3 }} />
      <Box sx={{ maxWidth: 820 }}>
        {item.content.split(/\n\s*\n/).map((para, i) => (
          <Typography key={i} sx={{ mb: 2, lineHeight: 2, fontSize: 16, whiteSpace: 'pre-wrap' }}>
            {para}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
