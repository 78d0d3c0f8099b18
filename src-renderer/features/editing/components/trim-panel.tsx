import AccessTimeRoundedIcon from '@mui/icons-material/AccessTimeRounded';
import ContentCutRoundedIcon from '@mui/icons-material/ContentCutRounded';
import RestoreRoundedIcon from '@mui/icons-material/RestoreRounded';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { clock, parseClock } from './marks-state';
import type { TrimDraft, TrimEdge } from './trim-state';

/** One point of the cut: its time typed as m:ss.s, and 设为当前时间. */
function PointField({ edge, draft, now }: { edge: TrimEdge; draft: TrimDraft; now: () => number }) {
  const label = edge === 'start' ? '入点' : '出点';
  const value = draft.kept[edge];
  const [text, setText] = useState(clock(value));
  useEffect(() => setText(clock(value)), [value]);
  const commit = () => {
    const t = parseClock(text);
    if (t === null) setText(clock(value));
    else if (t !== value) draft.typed(edge, t);
  };
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <TextField
        size="small"
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: 104 }}
      />
      <Button size="small" startIcon={<AccessTimeRoundedIcon />} onClick={() => draft.typed(edge, now())}>
        设为当前时间
      </Button>
    </Stack>
  );
}

/**
 * Trimming a media (issue 16): the in- and out-point, what is kept, 保存剪辑 and 恢复完整. The file is never changed;
 * teachers play only the kept part.
 */
export function TrimPanel({
  draft,
  duration,
  saved,
  pending,
  now,
  onSave,
  onRestore,
}: {
  draft: TrimDraft;
  duration: number;
  saved: boolean;
  pending: boolean;
  now: () => number;
  onSave: () => void;
  onRestore: () => void;
}) {
  const length = Math.max(0, draft.kept.end - draft.kept.start);
  return (
    <Stack
      component="section"
      aria-label="剪辑"
      spacing={1}
      sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'grey.50' }}
    >
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          剪辑
        </Typography>
        <PointField edge="start" draft={draft} now={now} />
        <PointField edge="end" draft={draft} now={now} />
        <Typography variant="body2" color="text.secondary" data-testid="trim-kept">
          {draft.draft ? `保留 ${clock(length)}（共 ${clock(duration)}）` : `完整播放（共 ${clock(duration)}）`}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button
            variant="outlined"
            startIcon={<RestoreRoundedIcon />}
            disabled={pending || (!saved && !draft.draft)}
            onClick={onRestore}
          >
            恢复完整
          </Button>
          <Button
            variant="contained"
            disableElevation
            color="warning"
            startIcon={<ContentCutRoundedIcon />}
            disabled={pending || !draft.dirty || !draft.draft || !!draft.problem}
            onClick={onSave}
          >
            保存剪辑
          </Button>
        </Stack>
      </Stack>
      {draft.problem ? (
        <Typography variant="body2" color="error" role="alert">
          {draft.problem}
        </Typography>
      ) : (
        <Typography variant="caption" color="text.secondary">
          拖动时间线两端的橙色把手或输入时间设置入点和出点；老师播放时只播放保留的部分，文件本身不会被修改。
        </Typography>
      )}
    </Stack>
  );
}
