import AccessTimeRoundedIcon from '@mui/icons-material/AccessTimeRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { EDITING_LIMITS } from '@shared/api/editing';
import { clock, parseClock } from './marks-state';

/** One chapter or section: its name, its time (typed as m:ss.s), and set-to-now, play-from-here and delete. */
export function MarkRow(p: {
  kind: '章' | '节';
  title: string;
  start: number;
  onRename: (title: string) => void;
  onTime: (t: number) => void;
  onNow: () => void;
  onPlay: () => void;
  onRemove: () => void;
}) {
  const [text, setText] = useState(clock(p.start));
  useEffect(() => setText(clock(p.start)), [p.start]);
  const commit = () => {
    const t = parseClock(text);
    if (t === null) setText(clock(p.start));
    else p.onTime(t);
  };
  const nested = p.kind === '节';
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ pl: nested ? 5 : 0, py: 0.5 }}>
      <TextField
        size="small"
        value={p.title}
        onChange={(e) => p.onRename(e.target.value)}
        error={!p.title.trim()}
        slotProps={{ htmlInput: { 'aria-label': nested ? '小节名称' : '章名称', maxLength: EDITING_LIMITS.TITLE_MAX } }}
        sx={{ flex: 1, '& input': { fontWeight: nested ? 400 : 600 } }}
      />
      <TextField
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        slotProps={{ htmlInput: { 'aria-label': `${p.title} 开始时间`, inputMode: 'decimal' } }}
        sx={{ width: 96 }}
      />
      <Tooltip title="设为当前时间">
        <IconButton size="small" onClick={p.onNow} aria-label="设为当前时间">
          <AccessTimeRoundedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="从这里播放">
        <IconButton size="small" onClick={p.onPlay} aria-label="从这里播放">
          <PlayArrowRoundedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="删除">
        <IconButton size="small" onClick={p.onRemove} aria-label={`删除${p.kind}`}>
          <DeleteOutlineRoundedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
