import { bookTitle } from '@shared/rules/book-title';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { Button, Card, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useWork } from '../api/activity';
import { WorkFileThumb } from '../components/work-files';
import { H5Page, h5Link, useActivityIdParam } from '../h5/h5-page';

/** /h5/submit?activityId=&workId= — the outcome of 提交作品: the work as the server stored it, and where to go next. */
export default function H5SubmitPage() {
  const activityId = useActivityIdParam();
  const workId = Number(useSearchParams()[0].get('workId')) || 0;
  const work = useWork(workId, activityId);
  const navigate = useNavigate();
  if (workId && work.isPending) return <PageLoading />;
  const w = work.data;
  return (
    <H5Page title="提交结果" back={h5Link('activity', activityId)}>
      <Card elevation={0} sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
        <CheckCircleRoundedIcon color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          作品提交成功
        </Typography>
        {w && (
          <>
            <Typography sx={{ mt: 1 }} data-testid="submitted-title">
              {bookTitle(w.title)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              作者：{w.authors.join('、')} · 当前第{w.rank}名
            </Typography>
            <Stack direction="row" spacing={1} justifyContent="center" flexWrap="wrap" useFlexGap sx={{ mt: 2 }}>
              {w.files.map((f) => (
                <WorkFileThumb key={f.url} file={f} size={72} />
              ))}
            </Stack>
          </>
        )}
      </Card>
      <Button variant="contained" onClick={() => navigate(h5Link('check-work', activityId))}>
        查看我的作品
      </Button>
      <Button variant="outlined" onClick={() => navigate(h5Link('activity', activityId))}>
        返回活动
      </Button>
    </H5Page>
  );
}
