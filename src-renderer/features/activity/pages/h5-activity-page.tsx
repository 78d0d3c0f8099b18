import { Box, Button, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { paths, to } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { tokens } from '../../../platform/storage';
import { useActivity, useActivityList, useMyWorks, useWorks } from '../api/activity';
import { RegisterDialog } from '../components/register-dialog';
import { SubmitWorkDialog } from '../components/submit-work-dialog';
import { WorkGrid } from '../components/work-grid';
import { fmtDate, PHASE } from '../labels';

/**
 * /h5/activity (phone first, 390×844): without `activityId` the activities taking part now; with it, one activity for
 * a parent signed in through H5 — 报名 for their child, 提交作品 from the phone's camera, their works, and every
 * work with praise.
 */
export default function H5ActivityPage() {
  const [search] = useSearchParams();
  const activityId = Number(search.get('activityId')) || 0;
  return activityId ? <OneActivity activityId={activityId} /> : <ActivityList />;
}

function ActivityList() {
  const list = useActivityList(undefined, 1, 20);
  const navigate = useNavigate();
  if (list.isPending) return <PageLoading />;
  return (
    <Stack spacing={2} sx={{ p: 2, bgcolor: '#f3f6fc', minHeight: '100vh' }}>
      <Typography variant="h6">活动</Typography>
      {(list.data?.list ?? []).map((a) => (
        <Card key={a.id} variant="outlined" sx={{ borderRadius: 3 }} data-testid="h5-activity">
          <CardActionArea onClick={() => navigate(`${paths.h5}/activity?activityId=${a.id}`)}>
            <Box
              component="img"
              src={mediaUrl(a.cover)}
              alt=""
              sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
            />
            <Stack direction="row" spacing={1} alignItems="center" sx={{ p: 1.5 }}>
              <Chip size="small" label={PHASE[a.phase].label} color={PHASE[a.phase].color} />
              <Typography noWrap sx={{ fontWeight: 600 }}>
                {a.name}
              </Typography>
            </Stack>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

function OneActivity({ activityId }: { activityId: number }) {
  const loc = useLocation();
  const navigate = useNavigate();
  const signedIn = tokens.has('parent');
  const activity = useActivity(activityId);
  const works = useWorks(activityId, 'NEWEST', 1);
  const mine = useMyWorks(activityId, signedIn);
  const [dialog, setDialog] = useState<'register' | 'submit' | null>(null);
  if (activity.isPending) return <PageLoading />;
  if (!activity.data) return null;
  const a = activity.data;
  return (
    <Box sx={{ bgcolor: '#f3f6fc', minHeight: '100vh', pb: 4 }}>
      <Box
        component="img"
        src={mediaUrl(a.cover)}
        alt={a.name}
        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
      />
      <Stack spacing={2} sx={{ p: 2 }}>
        <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h6" sx={{ fontWeight: 700 }}>
              {a.name}
            </Typography>
            <Chip size="small" label={PHASE[a.phase].label} color={PHASE[a.phase].color} />
            {a.registered && <Chip size="small" label="已报名" color="success" variant="outlined" />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            作品提交 {fmtDate(a.submissionStart)} - {fmtDate(a.submissionEnd)}
          </Typography>
          <Box sx={{ mt: 1.5 }}>
            {!signedIn ? (
              <Button
                fullWidth
                variant="contained"
                onClick={() => navigate(to.withRedirect(paths.h5Login, `${loc.pathname}${loc.search}`))}
              >
                登录后报名
              </Button>
            ) : a.registered ? (
              <Button fullWidth variant="contained" onClick={() => setDialog('submit')}>
                拍照提交作品
              </Button>
            ) : (
              <Button fullWidth variant="contained" onClick={() => setDialog('register')}>
                为孩子报名
              </Button>
            )}
          </Box>
        </Card>
        {(mine.data?.length ?? 0) > 0 && (
          <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              我的作品
            </Typography>
            {mine.data!.map((w) => (
              <Stack
                key={w.id}
                direction="row"
                spacing={1.5}
                alignItems="center"
                sx={{ py: 0.5 }}
                data-testid="h5-my-work"
              >
                <Box
                  component="img"
                  src={mediaUrl(w.cover)}
                  alt=""
                  sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1 }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography noWrap>{w.title}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    第{w.rank}名 · {w.praiseCount} 赞
                  </Typography>
                </Box>
              </Stack>
            ))}
          </Card>
        )}
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          参赛作品
        </Typography>
        <WorkGrid
          activityId={activityId}
          works={works.data?.list ?? []}
          canPraise={signedIn}
          sx={{ gridTemplateColumns: '1fr 1fr', gap: 1.5 }}
        />
      </Stack>
      {dialog === 'register' && (
        <RegisterDialog activityId={activityId} teacher={false} onClose={() => setDialog(null)} />
      )}
      {dialog === 'submit' && (
        <SubmitWorkDialog activityId={activityId} defaultAuthor="" onClose={() => setDialog(null)} />
      )}
    </Box>
  );
}
