import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { Avatar, Chip, Stack } from '@mui/material';
import type { ChildSummary } from '@shared/api/parent';

/** The parent's children as chips (the selected one filled), and 添加孩子. */
export function ChildrenBar(props: {
  kids: ChildSummary[];
  selected: number | null;
  onSelect: (childId: number) => void;
  onAdd: () => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 0.5 }} role="tablist" aria-label="我的孩子">
      {props.kids.map((k) => (
        <Chip
          key={k.childId}
          role="tab"
          aria-selected={k.childId === props.selected}
          avatar={<Avatar>{k.name.slice(-1)}</Avatar>}
          label={k.name}
          color={k.childId === props.selected ? 'primary' : 'default'}
          variant={k.childId === props.selected ? 'filled' : 'outlined'}
          onClick={() => props.onSelect(k.childId)}
          sx={{ bgcolor: k.childId === props.selected ? undefined : '#fff' }}
        />
      ))}
      <Chip
        icon={<AddRoundedIcon />}
        label="添加孩子"
        variant="outlined"
        onClick={props.onAdd}
        sx={{ bgcolor: '#fff' }}
      />
    </Stack>
  );
}
