import { Alert, Box, Divider, List, ListItemText, Typography } from '@mui/material';
import { ListButton } from '../../../components/list-button';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { OPERATOR_ROLE } from '@shared/api/datacenter-auth';
import { useAdminInfo } from '../../../api/datacenter-auth/admin-info';
import { AppLink } from '../../../components/app-link';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';

/** The console's sections: /operations/<key>. */
const SECTIONS = [
  { key: 'menus', title: '菜单与配置', Screen: lazy(() => import('../components/menus-section')) },
  { key: 'content', title: '轮播图与推荐', Screen: lazy(() => import('../components/content-section')) },
  { key: 'versions', title: '应用版本', Screen: lazy(() => import('../components/versions-section')) },
  { key: 'schools', title: '学校与课程名额', Screen: lazy(() => import('../components/schools-section')) },
  { key: 'redeem', title: '兑换码', Screen: lazy(() => import('../components/redeem-section')) },
  { key: 'audit', title: '操作日志', Screen: lazy(() => import('../components/audit-section')) },
] as const;

/**
 * /operations/:section — the operations console (issue 16) for data-centre admins with the OPERATOR role. A
 * district admin signed in to the data centre is told the console is not theirs (the server refuses them too).
 */
export default function OperationsPage() {
  const { section } = useParams();
  const me = useAdminInfo();
  const current = SECTIONS.find((s) => s.key === section) ?? SECTIONS[0];
  if (me.isPending) return <PageLoading />;
  if (me.data?.role !== OPERATOR_ROLE) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2 }}>
        <Alert severity="warning">仅运营人员可使用运营后台</Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', minHeight: 'calc(100vh - 60px)', bgcolor: '#f5f7fa' }}>
      <Box
        component="nav"
        aria-label="运营后台"
        sx={{ width: 220, flexShrink: 0, bgcolor: '#fff', borderRight: 1, borderColor: 'divider' }}
      >
        <Typography sx={{ px: 3, pt: 3, pb: 1, color: 'text.secondary', fontSize: 13 }}>
          {me.data.displayName || me.data.mobile}
        </Typography>
        <List>
          {SECTIONS.map((s) => (
            <ListButton
              key={s.key}
              component={AppLink}
              to={`/operations/${s.key}`}
              selected={s.key === current.key}
              sx={{ mx: 1, borderRadius: 1 }}
            >
              <ListItemText primary={s.title} />
            </ListButton>
          ))}
        </List>
        <Divider sx={{ mx: 2 }} />
        <List>
          <ListButton component={AppLink} to={paths.datacenterIndex} sx={{ mx: 1, borderRadius: 1 }}>
            <ListItemText primary="数据中心" secondary="区域教育数据" />
          </ListButton>
        </List>
      </Box>
      <Box component="div" sx={{ flex: 1, minWidth: 0, p: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {current.title}
        </Typography>
        <Suspense fallback={<PageLoading />}>
          <current.Screen />
        </Suspense>
      </Box>
    </Box>
  );
}
