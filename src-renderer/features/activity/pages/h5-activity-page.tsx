import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import CollectionsOutlinedIcon from '@mui/icons-material/CollectionsOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { useActivity, useActivityList, useWorks } from '../api/activity';
import { WorkGrid } from '../components/work-grid';
import { H5Page, h5Link, h5Submitter, useActivityIdParam } from '../h5/h5-page';
import { fmtDate, PHASE } from '../labels';
import { registerAction, submitAction } from '../phase-actions';

/**
 * /h5/activity (phone first, 390×844): without `activityId` the activities; with it, one activity's home on the
 * phone — its state and windows, and the entries to 报名, 提交作品, 我的作品, 成绩查询, 全部作品, 点赞榜 and 活动附件,
 * then the leading works.
 */
export default function H5ActivityPage() {
  const activityId = useActivityIdParam();
  return activityId ? <OneActivity activityId={activityId} /> : <ActivityList />;
}

function ActivityList() {
  const list = useActivityList(undefined, 1, 20);
  const navigate = useNavigate();
  return (
    <H5Page title="活动" back="">
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.list.length === 0 ? (
        <EmptyState />
      ) : (
        list.data.list.map((a) => (
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
        ))
      )}
    </H5Page>
  );
}

type Entry = [screen: string, label: string, Icon: ComponentType<{ color?: 'primary' }>];

function OneActivity({ activityId }: { activityId: number }) {
  const navigate = useNavigate();
  const who = h5Submitter(activityId);
  const activity = useActivity(activityId);
  const works = useWorks(activityId, 'RANK', 1, { pageSize: 6 });
  if (activity.isPending) return <PageLoading />;
  if (activity.isError)
    return (
      <H5Page title="活动">
        <ErrorState onRetry={() => void activity.refetch()} retrying={activity.isFetching} />
      </H5Page>
    );
  const a = activity.data;
  // 报名参加 and 提交作品 only in their windows; outside them the entry is disabled and says why (issue 34).
  const action = a.registered ? submitAction(a, Date.now()) : registerAction(a, Date.now());
  const entries: Entry[] = [
    a.registered
      ? ['submit-work', '提交作品', CloudUploadOutlinedIcon]
      : ['apply', '报名参加', AssignmentIndOutlinedIcon],
    ['check-work', '我的作品', FolderSharedOutlinedIcon],
    ['check', '成绩查询', EmojiEventsOutlinedIcon],
    ['list', '全部作品', CollectionsOutlinedIcon],
    ['checkPraise', '点赞榜', FavoriteBorderRoundedIcon],
    ['attachment', '活动附件', AttachFileRoundedIcon],
  ];
  return (
    <H5Page
      title={a.name}
      back={`${paths.h5}/activity`}
      share={{ title: a.name, desc: `${a.organiser} · ${PHASE[a.phase].label}`, imgUrl: mediaUrl(a.cover) }}
    >
      <Box
        component="img"
        src={mediaUrl(a.cover)}
        alt={a.name}
        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', borderRadius: 3 }}
      />
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h6" sx={{ fontWeight: 700 }}>
            {a.name}
          </Typography>
          <Chip size="small" label={PHASE[a.phase].label} color={PHASE[a.phase].color} />
          {a.registered && <Chip size="small" label="已报名" color="success" variant="outlined" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          报名 {fmtDate(a.registrationStart)} - {fmtDate(a.registrationEnd)} · 作品提交 {fmtDate(a.submissionStart)} -{' '}
          {fmtDate(a.submissionEnd)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          主办：{a.organiser} · {a.schoolCount} 所学校 · {a.workCount} 件作品
        </Typography>
        {who?.kind === 'pass' && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            参赛者：{who.name}
          </Typography>
        )}
      </Card>
      <Box
        component="nav"
        aria-label="活动功能"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}
      >
        {entries.map(([screen, label, Icon], i) => {
          const closed = i === 0 && !action.enabled;
          return (
            <Card key={screen} elevation={0} sx={{ borderRadius: 3 }}>
              <CardActionArea
                onClick={() => navigate(h5Link(screen, activityId))}
                disabled={closed}
                sx={{ py: 2, height: '100%' }}
              >
                <Stack alignItems="center" spacing={0.5}>
                  <Icon color={closed ? undefined : 'primary'} />
                  <Typography variant="body2">{label}</Typography>
                  {closed && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      data-testid="phase-reason"
                      sx={{ textAlign: 'center', px: 0.5 }}
                    >
                      {action.reason}
                    </Typography>
                  )}
                </Stack>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        作品排行
      </Typography>
      <WorkGrid
        activityId={activityId}
        works={works.data?.list ?? []}
        canPraise={!!who}
        sx={{ gridTemplateColumns: '1fr 1fr', gap: 1.5 }}
      />
    </H5Page>
  );
}
