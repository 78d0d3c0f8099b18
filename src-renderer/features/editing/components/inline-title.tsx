import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { EDITING_LIMITS } from '@shared/api/editing';

/** A title that turns into a field on 重命名; Enter or ✓ saves, Esc or ✕ cancels. */
export function InlineTitle({
  title,
  label,
  strong,
  onSave,
}: {
  title: string;
  label: string;
  strong?: boolean;
  onSave: (title: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(title);
  const commit = () => {
    const t = text.trim();
    if (t && t !== title) onSave(t);
    setEditing(false);
  };
  if (!editing)
    return (
      <Stack direction="row" alignItems="center" spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap sx={{ fontWeight: strong ? 700 : 400 }}>
          {title}
        </Typography>
        <Tooltip title="重命名">
          <IconButton
            size="small"
            aria-label={`重命名 ${title}`}
            onClick={() => {
              setText(title);
              setEditing(true);
            }}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    );
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} sx={{ flex: 1 }}>
      <TextField
        size="small"
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setEditing(false);
        }}
        slotProps={{ htmlInput: { 'aria-label': label, maxLength: EDITING_LIMITS.TITLE_MAX } }}
        sx={{ flex: 1 }}
      />
      <IconButton size="small" aria-label="确定" onClick={commit} disabled={!text.trim()}>
        <CheckRoundedIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="取消" onClick={() => setEditing(false)}>
        <CloseRoundedIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
