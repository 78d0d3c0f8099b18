import { Divider, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import BrushIcon from '@mui/icons-material/Brush';
import BorderColorIcon from '@mui/icons-material/BorderColor';
import AutoFixNormalIcon from '@mui/icons-material/AutoFixNormal';
import UndoIcon from '@mui/icons-material/Undo';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import HighlightIcon from '@mui/icons-material/Highlight';
import CurtainsIcon from '@mui/icons-material/Curtains';
import SearchIcon from '@mui/icons-material/Search';
import TimerIcon from '@mui/icons-material/Timer';
import CasinoIcon from '@mui/icons-material/Casino';
import WorkIcon from '@mui/icons-material/Work';
import CastIcon from '@mui/icons-material/Cast';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import NearMeIcon from '@mui/icons-material/NearMe';
import type { InkTool } from '../../components/ink-layer';
import { L } from '../../labels';

export type Overlay = 'spotlight' | 'curtain' | 'magnifier' | null;

interface Props {
  tool: InkTool;
  overlay: Overlay;
  page: number;
  pageCount: number;
  color: string;
  canUndo: boolean;
  onTool: (t: InkTool) => void;
  onColor: (c: string) => void;
  onOverlay: (o: Overlay) => void;
  onUndo: () => void;
  onClear: () => void;
  onTimer: () => void;
  onPicker: () => void;
  onBag: () => void;
  onCast: () => void;
  onTurn: (delta: number) => void;
  onExit: () => void;
}

const COLORS = ['#e53935', '#1e88e5', '#43a047', '#212121'];

function Tool({
  label,
  active,
  onClick,
  children,
  disabled,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          onClick={onClick}
          sx={{ color: active ? 'primary.main' : 'text.primary', bgcolor: active ? 'primary.50' : undefined }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The projection toolbar: page turns, ink tools, stage tools (spotlight, curtain, lens), timer, picker, bag, phone casting. */
export function ClassroomToolbar(p: Props) {
  const toggle = (o: Overlay) => p.onOverlay(p.overlay === o ? null : o);
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'fixed',
        bottom: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 40,
        display: 'flex',
        alignItems: 'center',
        px: 1,
        borderRadius: 6,
      }}
    >
      <Tool label={L.prev} onClick={() => p.onTurn(-1)} disabled={p.page <= 1}>
        <ChevronLeftIcon />
      </Tool>
      <Typography sx={{ minWidth: 72, textAlign: 'center' }} data-testid="page-indicator">
        {L.pageOf(p.page, p.pageCount)}
      </Typography>
      <Tool label={L.next} onClick={() => p.onTurn(1)} disabled={p.page >= p.pageCount}>
        <ChevronRightIcon />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 1 }} />
      <Tool label="选择" active={p.tool === 'none'} onClick={() => p.onTool('none')}>
        <NearMeIcon />
      </Tool>
      <Tool label={L.pen} active={p.tool === 'pen'} onClick={() => p.onTool('pen')}>
        <BrushIcon />
      </Tool>
      {COLORS.map((c) => (
        <IconButton key={c} aria-label={`颜色 ${c}`} onClick={() => (p.onColor(c), p.onTool('pen'))} sx={{ p: 0.5 }}>
          <span
            style={{
              width: 18,
              height: 18,
              borderRadius: 9,
              background: c,
              outline: p.color === c ? '2px solid #90caf9' : 'none',
              outlineOffset: 2,
            }}
          />
        </IconButton>
      ))}
      <Tool label={L.highlighter} active={p.tool === 'highlighter'} onClick={() => p.onTool('highlighter')}>
        <BorderColorIcon />
      </Tool>
      <Tool label={L.eraser} active={p.tool === 'eraser'} onClick={() => p.onTool('eraser')}>
        <AutoFixNormalIcon />
      </Tool>
      <Tool label={L.undo} onClick={p.onUndo} disabled={!p.canUndo}>
        <UndoIcon />
      </Tool>
      <Tool label={L.clear} onClick={p.onClear}>
        <DeleteSweepIcon />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 1 }} />
      <Tool label={L.spotlight} active={p.overlay === 'spotlight'} onClick={() => toggle('spotlight')}>
        <HighlightIcon />
      </Tool>
      <Tool label={L.curtain} active={p.overlay === 'curtain'} onClick={() => toggle('curtain')}>
        <CurtainsIcon />
      </Tool>
      <Tool label={L.magnifier} active={p.overlay === 'magnifier'} onClick={() => toggle('magnifier')}>
        <SearchIcon />
      </Tool>
      <Tool label={L.timer} onClick={p.onTimer}>
        <TimerIcon />
      </Tool>
      <Tool label={L.picker} onClick={p.onPicker}>
        <CasinoIcon />
      </Tool>
      <Tool label={L.backPack} onClick={p.onBag}>
        <WorkIcon />
      </Tool>
      <Tool label={L.screenCast} onClick={p.onCast}>
        <CastIcon />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 1 }} />
      <Tool label={L.exitClass} onClick={p.onExit}>
        <LogoutIcon />
      </Tool>
    </Paper>
  );
}
