import { Paper, Stack, Typography } from '@mui/material';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { useChildren } from '../api/children';
import { ChildClasses } from '../components/child-classes';

/**
 * /h5/my-jion — 我加入的班级: the classes each of the parent's children is in (school and teacher), each with 退出班级;
 * joining is through the class QR code the teacher shares (it opens /h5/hassClassInfo).
 */
export default function H5MyJoinPage() {
  const kids = useChildren();
  if (kids.isPending) return <PageLoading />;
  if (kids.isError) return <ErrorState onRetry={() => void kids.refetch()} retrying={kids.isFetching} />;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
      {kids.data.length === 0 ? (
        <Paper elevation={0} sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">还没有关联孩子</Typography>
        </Paper>
      ) : (
        kids.data.map((k) => <ChildClasses key={k.childId} kid={k} />)
      )}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        加入新班级：扫描老师分享的班级二维码
      </Typography>
    </Stack>
  );
}
