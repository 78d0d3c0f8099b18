import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { useActivityNews, useNotice } from '../api/activity';
import { NewsList } from '../components/news-list';

/**
 * /activity/news/:noticeId — one piece of an activity's news (open without signing in): title, date and text, the
 * way back to the activity, and its other news.
 */
export default function NewsPage() {
  const noticeId = Number(useParams().noticeId);
  const notice = useNotice(noticeId);
  const activityId = notice.data?.activityId ?? 0;
  const more = useActivityNews(activityId, activityId > 0);
  const navigate = useNavigate();
  if (notice.isPending) return <PageLoading />;
  if (notice.isError) return <ErrorState onRetry={() => void notice.refetch()} retrying={notice.isFetching} />;
  const n = notice.data;
  const others = (more.data?.list ?? []).filter((x) => x.id !== n.id);
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh', py: 3 }}>
      <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto', px: 2 }}>
        {activityId > 0 && (
          <Button sx={{ alignSelf: 'flex-start' }} onClick={() => navigate(`/activity/detail/${activityId}`)}>
            ← 返回活动
          </Button>
        )}
        <Card elevation={0} component="article" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {n.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {new Date(n.publishTime).toLocaleString('zh-CN', { dateStyle: 'long', timeStyle: 'short' })}
          </Typography>
          {n.content
            .split(/\n\s*\n/)
            .filter(Boolean)
            .map((p, i) => (
              <Typography key={i} sx={{ mb: 2, lineHeight: 1.9, whiteSpace: 'pre-line', textIndent: '2em' }}>
                {p}
              </Typography>
            ))}
        </Card>
        {others.length > 0 && (
          <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
            <Typography variant="h6" gutterBottom>
              更多活动资讯
            </Typography>
            <NewsList news={others} />
          </Card>
        )}
      </Stack>
    </Box>
  );
}
