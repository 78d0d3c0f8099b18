import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import { IconButton, Tooltip } from '@mui/material';

/** 上移 / 下移 of one item in its list. */
export function MoveButtons({
  name,
  first,
  last,
  onMove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  return (
    <>
      <Tooltip title="上移">
        <span>
          <IconButton size="small" disabled={first} aria-label={`上移 ${name}`} onClick={() => onMove('up')}>
            <ArrowUpwardRoundedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="下移">
        <span>
          <IconButton size="small" disabled={last} aria-label={`下移 ${name}`} onClick={() => onMove('down')}>
            <ArrowDownwardRoundedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
