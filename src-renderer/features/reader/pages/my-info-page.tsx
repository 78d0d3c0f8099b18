import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { Avatar, Box, Button, Card, List, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { UserApi } from '@shared/api/user';
import { AppLink } from '../../../components/app-link';
import { readerPaths } from '../../../config/book-paths';
import { paths } from '../../../config/paths';
import { call } from '../../../platform/http';
import { mediaUrl } from '../../../platform/media';
import { logoutLocally } from '../../../state/session-handle';
import { useMe } from '../api';
import { ListButton } from '../../../components/list-button';

const ITEMS = [
  ['我的班级', readerPaths.myClasses, GroupsOutlined],
  ['学习进度', readerPaths.progress, InsightsOutlined],
  ['我的笔记', readerPaths.note(), StickyNote2Outlined],
  ['错题本', readerPaths.tasks('ERRORS'), AssignmentLateOutlined],
  ['帮助中心', readerPaths.help, HelpOutlineRounded],
] as const;

const mask = (mobile: string) => (mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile);

/** `/{brand}Book/myInfoList`: 我的 — who is signed in, the way to classes, progress, notes, errors, help; 退出登录. */
export default function ReaderMyInfoPage() {
  const me = useMe();
  const navigate = useNavigate();
  const logout = async () => {
    await call(UserApi.logout, undefined, { silent: true }).catch(() => null);
    // Leave first: signed out on 我的, the frame would send the login a way back here.
    await navigate(paths.readerLogin, { replace: true });
    logoutLocally('teacher');
  };
  const u = me.data;
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }} data-testid="reader-me">
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar src={u?.avatar ? mediaUrl(u.avatar) : undefined} sx={{ width: 56, height: 56 }}>
            {u?.displayName?.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" sx={{ fontWeight: 700 }}>
              {u?.displayName || (u ? mask(u.mobile) : '')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {u ? `${u.userType === 'STUDENT' ? '学生' : '老师'} · ${u.school?.name ?? '未绑定学校'}` : ' '}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {u ? mask(u.mobile) : ''}
            </Typography>
          </Box>
        </Stack>
      </Card>
      <Card elevation={0} sx={{ borderRadius: 3 }}>
        <List disablePadding>
          {ITEMS.map(([label, to, Icon]) => (
            <ListButton key={label} component={AppLink} to={to} divider>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon color="primary" />
              </ListItemIcon>
              <ListItemText primary={label} />
              <ChevronRightRounded color="action" />
            </ListButton>
          ))}
        </List>
      </Card>
      <Button variant="outlined" color="error" size="large" onClick={() => void logout()} sx={{ bgcolor: '#fff' }}>
        退出登录
      </Button>
    </Stack>
  );
}
