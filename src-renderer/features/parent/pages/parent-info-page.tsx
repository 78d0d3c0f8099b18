import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { Box, List, ListItemText, Paper, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { AGREEMENT_KINDS, AGREEMENTS } from '@shared/rules/agreements';
import { paths, to } from '../../../config/paths';
import { useChildren } from '../api/children';
import { ParentCard } from '../components/parent-card';
import { useParentInfo } from '../api/profile';
import { ListButton } from '../../../components/list-button';

/** /parent/info: the parent's profile — name, mobile, children — with the way to change the name (/parent/change). */
export default function ParentInfoPage() {
  const me = useParentInfo();
  const kids = useChildren();
  const navigate = useNavigate();
  if (me.isPending) return <PageLoading />;
  if (me.isError) return <ErrorState onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  const u = me.data;
  return (
    <Box sx={{ bgcolor: '#f3f6fc', minHeight: 'calc(100vh - 60px)', pb: 4 }}>
      <Stack spacing={2} sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
        <ParentCard user={u} />
        <Paper elevation={0} sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <List disablePadding>
            <ListButton onClick={() => navigate('/parent/change')}>
              <ListItemText primary="修改昵称" secondary={u.displayName} />
              <ChevronRightRoundedIcon color="action" />
            </ListButton>
            <ListButton onClick={() => navigate(paths.parentIndex)}>
              <ListItemText
                primary="我的孩子"
                secondary={(kids.data ?? []).map((k) => k.name).join('、') || '还没有关联孩子'}
              />
              <ChevronRightRoundedIcon color="action" />
            </ListButton>
          </List>
        </Paper>
        {/* Issue 32: the agreements, readable from the profile. */}
        <Paper elevation={0} sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <List disablePadding>
            {AGREEMENT_KINDS.map((k) => (
              <ListButton key={k} onClick={() => navigate(to.agreement(k))}>
                <ListItemText primary={`《${AGREEMENTS[k].title}》`} secondary={`版本 ${AGREEMENTS[k].version}`} />
                <ChevronRightRoundedIcon color="action" />
              </ListButton>
            ))}
          </List>
        </Paper>
      </Stack>
    </Box>
  );
}
