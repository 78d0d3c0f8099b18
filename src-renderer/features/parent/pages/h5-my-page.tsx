import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { Button, List, ListItemText, Paper, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { UserApi } from '@shared/api/user';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { AGREEMENTS } from '@shared/rules/agreements';
import { paths, to } from '../../../config/paths';
import { call } from '../../../platform/http';
import { child, tokens } from '../../../platform/storage';
import { useChildren } from '../api/children';
import { ParentCard } from '../components/parent-card';
import { useParentInfo } from '../api/profile';
import { ListButton } from '../../../components/list-button';
import { LargeTextSwitch } from '../../../components/large-text';

/**
 * /h5/my — 我的: the parent's name and masked mobile, then 我的资料, 孩子信息, 我加入的班级, 手机投屏, the activities, and
 * 大字模式 (issue 33) and 退出登录 (the token is dropped here whatever the server answers).
 */
export default function H5MyPage() {
  const profile = useParentInfo();
  const kids = useChildren();
  const navigate = useNavigate();
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  const u = profile.data;
  const classCount = (kids.data ?? []).reduce((n, k) => n + k.classes.length, 0);
  const items: [string, string, string][] = [
    ['我的资料', u.displayName, `${paths.h5}/my-info`],
    [
      '孩子信息',
      child.get()?.name || (kids.data ?? []).map((k) => k.name).join('、') || '还没有关联孩子',
      `${paths.h5}/info`,
    ],
    ['我加入的班级', classCount ? `${classCount} 个班级` : '还没有加入班级', `${paths.h5}/my-jion`],
    ['手机投屏', '把照片投到教室大屏', paths.h5ScreenCasting],
    ['活动', '报名、提交作品、点赞', `${paths.h5}/activity`],
    // Issue 32: the agreements, readable from the profile.
    ['用户协议与隐私政策', `《${AGREEMENTS.privacy.title}》《${AGREEMENTS.children.title}》`, to.agreement('privacy')],
  ];
  const logout = async () => {
    try {
      await call(UserApi.logout, undefined, { silent: true });
    } catch {
      // Signed out locally whatever the server says.
    }
    tokens.clear('parent');
    child.clear();
    navigate(paths.h5Login, { replace: true });
  };
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
      <ParentCard user={u} />
      <Paper elevation={0} sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <List disablePadding>
          {items.map(([primary, secondary, path]) => (
            <ListButton key={primary} onClick={() => navigate(path)} divider>
              <ListItemText primary={primary} secondary={secondary} />
              <ChevronRightRoundedIcon color="action" />
            </ListButton>
          ))}
        </List>
      </Paper>
      <Paper elevation={0} sx={{ borderRadius: 3, px: 2, py: 0.5 }}>
        <LargeTextSwitch row />
      </Paper>
      <Button variant="outlined" color="error" sx={{ bgcolor: '#fff' }} onClick={() => void logout()}>
        退出登录
      </Button>
    </Stack>
  );
}
