import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { InlineTitle } from './inline-title';
import { MoveButtons } from './move-buttons';

/**
 * One row of an outline editor (a unit, lesson or section): the title with 重命名, whatever the row shows beside it
 * (`children`), 上移 / 下移 and, with `onDelete`, a delete button (`deleteTip` is its tooltip).
 */
export function OutlineRow({
  title,
  label,
  strong,
  item,
  before,
  children,
  first,
  last,
  deleteTip,
  onRename,
  onMove,
  onDelete,
}: {
  title: string;
  /** The rename field's name (单元名称, 课名称, 小节名称). */
  label: string;
  strong?: boolean;
  /** A list item (li) inside an ol; otherwise a plain row. */
  item?: boolean;
  before?: ReactNode;
  children?: ReactNode;
  first: boolean;
  last: boolean;
  deleteTip?: string;
  onRename: (title: string) => void;
  onMove: (direction: 'up' | 'down') => void;
  onDelete?: () => void;
}) {
  return (
    <Stack
      component={item ? 'li' : 'div'}
      direction="row"
      alignItems="center"
      spacing={1}
      sx={item ? { py: 0.25, borderBottom: 1, borderColor: 'divider' } : undefined}
    >
      {before}
      <InlineTitle title={title} label={label} strong={strong} onSave={onRename} />
      {children}
      <MoveButtons name={title} first={first} last={last} onMove={onMove} />
      {onDelete && (
        <Tooltip title={deleteTip ?? '删除'}>
          <IconButton size="small" aria-label={`删除 ${title}`} onClick={onDelete}>
            <DeleteOutlineRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
