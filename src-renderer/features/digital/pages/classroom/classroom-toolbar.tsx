import { Divider, IconButton, Paper, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import BrushIcon from '@mui/icons-material/Brush';
import BorderColorIcon from '@mui/icons-material/BorderColor';
import AutoFixNormalIcon from '@mui/icons-material/AutoFixNormal';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
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
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { InkTool } from '../../components/ink-layer';
import { L } from '../../labels';
import { PageJump } from './page-jump';

export type Overlay = 'spotlight' | 'curtain' | 'magnifier' | null;

interface Props {
  tool: InkTool;
  overlay: Overlay;
  page: number;
  pageCount: number;
  color: string;
  canUndo: boolean;
  canRedo: boolean;
  size: number;
  onSize: (s: number) => void;
  onRedo: () => void;
  onTool: (t: InkTool) => void;
  onColor: (c: string) => void;
  onOverlay: (o: Overlay) => void;
  onUndo: () => void;
  onClear: () => void;
  onTimer: () => void;
  onPicker: () => void;
  onBag: () => void;
  onCast: () => void;
  onNav: () => void;
  onGoTo: (page: number) => void;
  onTurn: (delta: number) => void;
  onExit: () => void;
}

/** Ink colours with their names (the buttons' accessible names); pure hues that read on a white page. */
const COLORS = [
  ['#e53935', '红色'],
  ['#1e88e5', '蓝色'],
  ['#43a047', '绿色'],
  ['#fb8c00', '橙色'],
  ['#8e24aa', '紫色'],
  ['#212121', '黑色'],
] as const;

/** Pen widths relative to the page width. */
export const SIZES = [
  [0.004, '细', 4],
  [0.008, '中', 8],
  [0.016, '粗', 14],
] as const;

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
      <Tool label={L.navDrawer} onClick={p.onNav}>
        <MenuBookIcon />
      </Tool>
      <Tool label={L.prev} onClick={() => p.onTurn(-1)} disabled={p.page <= 1}>
        <ChevronLeftIcon />
      </Tool>
      <PageJump page={p.page} count={p.pageCount} onGo={p.onGoTo} />
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
      {COLORS.map(([c, name]) => (
        <Tooltip key={c} title={name} describeChild>
          <IconButton
            aria-label={name}
            aria-pressed={p.color === c}
            onClick={() => (p.onColor(c), p.tool !== 'highlighter' && p.onTool('pen'))}
            sx={{ p: 0.5 }}
          >
            <span
              style={{
                width: 18,
                height: 18,
                borderRadius: 9,
                background: c,
                outline: p.color === c ? '2px solid #1e88e5' : 'none',
                outlineOffset: 2,
              }}
            />
          </IconButton>
        </Tooltip>
      ))}
      {SIZES.map(([w, name, px]) => (
        <Tooltip key={w} title={`${L.penSize}：${name}`} describeChild>
          <IconButton
            aria-label={`${L.penSize} ${name}`}
            aria-pressed={p.size === w}
            onClick={() => p.onSize(w)}
            sx={{ p: 0.5 }}
          >
            <span
              style={{
                width: 24,
                height: 24,
                display: 'grid',
                placeItems: 'center',
                borderRadius: 12,
                outline: p.size === w ? '2px solid #1e88e5' : 'none',
              }}
            >
              <span style={{ width: px, height: px, borderRadius: px, background: 'currentColor' }} />
            </span>
          </IconButton>
        </Tooltip>
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
      <Tool label={L.redo} onClick={p.onRedo} disabled={!p.canRedo}>
        <RedoIcon />
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
