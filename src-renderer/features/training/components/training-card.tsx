import CodeRounded from '@mui/icons-material/CodeRounded';
import TableChartRounded from '@mui/icons-material/TableChartRounded';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { TRAINING_KIND_LABEL, type TrainingCard as Card_ } from '@shared/api/training';
import { AppLink } from '../../../components/app-link';

export const trainingGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** The kind's badge: a coloured square with the kind's icon. */
export function KindBadge({ kind, size = 44 }: { kind: Card_['kind']; size?: number }) {
  const Icon = kind === 'python' ? CodeRounded : TableChartRounded;
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        background:
          kind === 'python'
            ? 'linear-gradient(135deg, #2f6aa0 0%, #2f7ab8 100%)'
            : 'linear-gradient(135deg, #1d7a46 0%, #1b7f55 100%)',
      }}
    >
      <Icon sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}

/** One training of the lab: kind, title, subject and grade, summary, steps and minutes; opens `to`. */
export function TrainingCard({ t, to }: { t: Card_; to: string }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, height: '100%' }}>
      <CardActionArea
        component={AppLink}
        to={to}
        sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1.25 }}
      >
        <Stack direction="row" spacing={1.5} alignItems="center">
          <KindBadge kind={t.kind} />
          <Typography sx={{ fontWeight: 600, lineHeight: 1.4 }} title={t.title}>
            {t.title}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap">
          <Chip
            size="small"
            label={TRAINING_KIND_LABEL[t.kind]}
            color={t.kind === 'python' ? 'primary' : 'success'}
            variant="outlined"
          />
          <Chip size="small" label={t.subject} />
          <Chip size="small" label={t.grade} />
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {t.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto' }}>
          {t.stepCount} 个步骤 · 约 {t.minutes} 分钟
        </Typography>
      </CardActionArea>
    </Card>
  );
}
