import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { Avatar, Chip, Stack } from '@mui/material';
import type { KeyboardEvent } from 'react';
import type { ChildSummary } from '@shared/api/parent';

/**
 * The parent's children as tabs (the selected one filled), and 添加孩子 beside the tab list (a tab list holds tabs
 * only). Arrow keys move between children, and one Tab stop reaches the list (the selected child).
 */
export function ChildrenBar(props: {
  kids: ChildSummary[];
  selected: number | null;
  onSelect: (childId: number) => void;
  onAdd: () => void;
}) {
  const { kids, selected } = props;
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step || kids.length === 0) return;
    e.preventDefault();
    const at = Math.max(
      0,
      kids.findIndex((k) => k.childId === selected),
    );
    const next = (at + step + kids.length) % kids.length;
    props.onSelect(kids[next]!.childId);
    e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 0.5 }}>
      <Stack direction="row" spacing={1} role="tablist" aria-label="我的孩子" onKeyDown={onKey}>
        {kids.map((k) => {
          const on = k.childId === selected;
          return (
            <Chip
              key={k.childId}
              role="tab"
              aria-selected={on}
              tabIndex={on || (selected == null && k === kids[0]) ? 0 : -1}
              avatar={<Avatar aria-hidden>{k.name.slice(-1)}</Avatar>}
              label={k.name}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => props.onSelect(k.childId)}
              sx={{ bgcolor: on ? undefined : 'background.paper' }}
            />
          );
        })}
      </Stack>
      <Chip
        icon={<AddRoundedIcon />}
        label="添加孩子"
        variant="outlined"
        onClick={props.onAdd}
        sx={{ bgcolor: 'background.paper' }}
      />
    </Stack>
  );
}
