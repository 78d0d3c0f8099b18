import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import type { ResourceSummary } from '@shared/api/resources';
import { fileSizeText, RESOURCE_KIND_LABEL } from '@shared/rules/resources';
import { AppLink } from '../../../components/app-link';
import { dayText } from '../labels';
import { KindIcon } from './kind-icon';

/**
 * One resource in a grid: type icon, title, subject and grade, uploader, size, time and favourites; opens `to`.
 * `extra` says more under it (the class it was shared to).
 */
export function ResourceCard({ r, to, extra }: { r: ResourceSummary; to: string; extra?: string }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, height: '100%' }}>
      <CardActionArea
        component={AppLink}
        to={to}
        sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1.25 }}
      >
        <Stack direction="row" spacing={1.5} alignItems="flex-start">
          <KindIcon format={r.format} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              sx={{
                fontWeight: 600,
                lineHeight: 1.4,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                minHeight: '2.8em',
              }}
              title={r.title}
            >
              {r.title}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap">
          <Chip size="small" label={RESOURCE_KIND_LABEL[r.kind]} color="primary" variant="outlined" />
          <Chip size="small" label={r.subject} />
          <Chip size="small" label={r.grade} />
          {r.mine && r.visibility === 'PRIVATE' && <Chip size="small" icon={<LockRoundedIcon />} label="仅自己可见" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap title={r.uploaderName}>
          {r.uploaderName}
        </Typography>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1} sx={{ mt: 'auto' }}>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
            {[extra ?? dayText(r.createdAt), fileSizeText(r.size), r.format.toUpperCase()].join(' · ')}
          </Typography>
          <Stack
            direction="row"
            spacing={0.5}
            alignItems="center"
            sx={{ color: r.favorited ? 'error.main' : 'text.secondary', flex: 'none' }}
            aria-label={`收藏 ${r.favorites}`}
          >
            <FavoriteRoundedIcon sx={{ fontSize: 16 }} />
            <Typography variant="caption">{r.favorites}</Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

export const resourceGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
  gap: 2,
} as const;
