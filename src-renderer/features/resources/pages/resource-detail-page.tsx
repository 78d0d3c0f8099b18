import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { Alert, Box, Button } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../platform/http';
import { useAppSelector } from '../../../state/store';
import { useResource } from '../api/resources';
import { ResourceDetail } from '../components/resource-detail';
import { TeacherActions } from '../components/teacher-actions';

/**
 * /classpro/myResource/detail/:id — a resource previewed in place, with 收藏, 分享到班级 and download; its uploader
 * also edits and deletes it. A student reaches it through 班级资源 and only views and downloads.
 */
export default function ResourceDetailPage() {
  const id = Number(useParams().id);
  const q = useResource(Number.isInteger(id) ? id : 0);
  const navigate = useNavigate();
  const student = useAppSelector((s) => s.session.userType) === 'STUDENT';
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
      <Button startIcon={<ArrowBackRoundedIcon />} onClick={() => void navigate(-1)} sx={{ mb: 1.5 }}>
        返回
      </Button>
      {!(id > 0) ? (
        <Alert severity="warning">{Msg.resourceNotFound}</Alert>
      ) : q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        q.error instanceof ApiError ? (
          <Alert severity="warning">{q.error.message}</Alert>
        ) : (
          <ErrorState onRetry={() => void q.refetch()} retrying={q.isFetching} />
        )
      ) : (
        <ResourceDetail r={q.data} actions={student ? null : <TeacherActions r={q.data} />} />
      )}
    </Box>
  );
}
