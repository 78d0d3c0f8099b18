import { Badge, Box, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import type { MenuFlags } from '@shared/api/config';
import { visibleMenuItems } from '@shared/rules/menu';
import { Msg } from '@shared/rules/messages';
import { menuByIndex, type MenuItem } from '../../../config/menu';
import { MENU_ICONS } from './menu-icons';

export interface SideMenuProps {
  flags: MenuFlags;
  selected: number | undefined;
  /** Unread digital homework: the my-textbooks item shows a red dot above 0. */
  unread: number;
  onSelect(item: MenuItem): void;
}

const MY_TEXTBOOKS = 7;

/** The menu: the items whose flag is 1 in the channel's config, in a main group and a 'My' group (我的). */
export function SideMenu({ flags, selected, unread, onSelect }: SideMenuProps) {
  const items = visibleMenuItems(flags).map((r) => menuByIndex(r.index)!);
  const group = (g: 'main' | 'my') => items.filter((i) => i.group === g);
  const renderGroup = (g: 'main' | 'my', label: string) =>
    group(g).length > 0 && (
      <List
        component="div"
        dense
        aria-label={label}
        subheader={
          <ListSubheader
            component="div"
            disableSticky
            sx={{
              bgcolor: 'transparent',
              fontSize: 12,
              letterSpacing: 2,
              lineHeight: '32px',
              color: 'text.secondary',
              pl: 2.5,
            }}
          >
            {label}
          </ListSubheader>
        }
      >
        {group(g).map((item) => {
          const Icon = MENU_ICONS[item.flag];
          const active = item.index === selected;
          const dot = item.index === MY_TEXTBOOKS && unread > 0;
          return (
            <ListItemButton
              key={item.index}
              selected={active}
              onClick={() => onSelect(item)}
              data-menu-index={item.index}
              aria-current={active ? 'page' : undefined}
              sx={{
                mx: 1.5,
                my: 0.25,
                borderRadius: 2,
                minHeight: 42,
                color: 'text.secondary',
                '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
                '&:hover': { bgcolor: 'rgba(47,107,255,0.06)', color: 'primary.main' },
                '&.Mui-selected, &.Mui-selected:hover': {
                  bgcolor: 'primary.main',
                  color: '#fff',
                  boxShadow: '0 6px 16px rgba(47,107,255,0.28)',
                },
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Badge
                    color="error"
                    variant="dot"
                    invisible={!dot}
                    slotProps={
                      item.index === MY_TEXTBOOKS ? { badge: { 'data-testid': 'menu-red-dot' } as object } : undefined
                    }
                    sx={{ '& .MuiBadge-dot': { right: -8, top: 2 } }}
                  >
                    {item.title}
                  </Badge>
                }
                slotProps={{ primary: { sx: { fontSize: 14, fontWeight: active ? 600 : 500 } } }}
              />
            </ListItemButton>
          );
        })}
      </List>
    );
  return (
    <Box component="nav" aria-label="主菜单" sx={{ py: 1 }}>
      {renderGroup('main', Msg.menuGroupMain)}
      {renderGroup('my', Msg.menuGroupMy)}
    </Box>
  );
}
