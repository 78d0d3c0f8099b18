import { ListItem, ListItemButton, type ListItemButtonProps } from '@mui/material';

/**
 * A clickable row of a list: MUI's ListItemButton inside its list item, so that the list holds list items only
 * (axe "list": a <ul> whose children are buttons is not a list to a screen reader). Takes ListItemButton's props.
 */
export const ListButton = ((props: ListItemButtonProps) => (
  <ListItem disablePadding sx={{ display: 'block' }}>
    <ListItemButton {...props} />
  </ListItem>
)) as typeof ListItemButton;
