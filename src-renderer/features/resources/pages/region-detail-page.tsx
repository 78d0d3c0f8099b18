import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { paths, to } from '../../../config/paths';
import { ApiError } from '../../../platform/http';
import { tokens } from '../../../platform/storage';
import { useRegionResource } from '../api/resources';
import { RegionFrame } from '../components/region-frame';
import { ResourceDetail } from '../components/resource-detail';
import { TeacherActions } from '../components/teacher-actions';

/** /chuanEdu/detail?id= — a resource of the region's catalogue, previewed in place for a signed-in teacher. */
export default function RegionDetailPage() {
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = useRegionResource(valid ? id : 0);
  const signedIn = tokens.has('teacher');
  return (
    <RegionFrame>
      <Button component={AppLink} to={paths.chuanEdu} startIcon={<ArrowBackRoundedIcon />} sx={{ mb: 1.5 }}>
        返回资源目录
      </Button>
      {!valid ? (
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
        <ResourceDetail
          r={q.data}
          actions={q.data.fileUrl ? <TeacherActions r={q.data} /> : null}
          noFile={
            <Stack spacing={1.5} alignItems="flex-start" sx={{ py: 2 }}>
              <Typography color="text.secondary">
                {signedIn ? '川教资源的预览和下载面向教师开放。' : '登录教师账号后，可在线预览和下载本资源。'}
              </Typography>
              {!signedIn && (
                <Button
                  component={AppLink}
                  to={to.withRedirect(paths.teacherLogin, to.chuanEduDetail(id))}
                  variant="contained"
                  disableElevation
                  startIcon={<LoginRoundedIcon />}
                >
                  教师登录
                </Button>
              )}
            </Stack>
          }
        />
      )}
    </RegionFrame>
  );
}
