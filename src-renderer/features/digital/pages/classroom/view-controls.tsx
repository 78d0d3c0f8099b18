import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { L } from '../../labels';
import type { FitMode } from '../reader/use-fit-scale';

interface Props {
  mode: FitMode;
  scale: number | null;
  spread: boolean;
  onMode: (m: FitMode, zoom?: number) => void;
  onSpread: () => void;
}

/** Top right of the stage: zoom, fit width / fit page, and the two-page spread for 16:9 projectors. */
export function ViewControls(p: Props) {
  const zoom = (f: number) => p.onMode('custom', Math.min(4, Math.max(0.3, (p.scale ?? 1) * f)));
  const toggle = (active: boolean) => ({
    'aria-pressed': active,
    variant: active ? ('contained' as const) : ('text' as const),
    disableElevation: true,
    size: 'small' as const,
  });
  return (
    <Paper
      elevation={6}
      aria-label={L.viewControls}
      role="toolbar"
      sx={{
        position: 'fixed',
        top: 8,
        right: 12,
        zIndex: 40,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderRadius: 6,
      }}
    >
      <Tooltip title={L.zoomOut}>
        <IconButton aria-label={L.zoomOut} onClick={() => zoom(1 / 1.2)}>
          <ZoomOutIcon />
        </IconButton>
      </Tooltip>
      <Typography variant="body2" sx={{ width: 48, textAlign: 'center' }} data-testid="zoom-level">
        {p.scale ? `${Math.round(p.scale * 100)}%` : ''}
      </Typography>
      <Tooltip title={L.zoomIn}>
        <IconButton aria-label={L.zoomIn} onClick={() => zoom(1.2)}>
          <ZoomInIcon />
        </IconButton>
      </Tooltip>
      <Button {...toggle(p.mode === 'width')} onClick={() => p.onMode('width')}>
        {L.fitWidth}
      </Button>
      <Button {...toggle(p.mode === 'page')} onClick={() => p.onMode('page')}>
        {L.fitPage}
      </Button>
      <Tooltip title={L.spreadHint} describeChild>
        <Button {...toggle(p.spread)} onClick={p.onSpread}>
          {L.spread}
        </Button>
      </Tooltip>
    </Paper>
  );
}
