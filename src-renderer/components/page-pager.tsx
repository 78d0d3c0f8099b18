import { Pagination } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';

/** A list's page numbers, centred under it; nothing when everything fits on one page. */
export function PagePager(props: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const count = Math.ceil(props.total / props.pageSize);
  if (count <= 1) return null;
  return (
    <Pagination
      sx={{ display: 'flex', justifyContent: 'center', ...props.sx } as SxProps<Theme>}
      size={props.size}
      count={count}
      page={props.page}
      onChange={(_e, p) => props.onChange(p)}
    />
  );
}
