import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import { Box, Button, Card, Chip, Stack, Step, StepLabel, Stepper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { useConfirm } from '../../../components/use-confirm';
import { BackTopBar } from '../../../components/back-top-bar';
import { PagePager } from '../../../components/page-pager';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { paths, to } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { notify } from '../../../platform/notify';
import { tokens } from '../../../platform/storage';
import { useActivity, useActivityNews, useCancelWork, useMyWorks, useSchools, useWorks } from '../api/activity';
import { NewsList } from '../components/news-list';
import { RegisterDialog } from '../components/register-dialog';
import { SubmitWorkDialog } from '../components/submit-work-dialog';
import { WorkGrid } from '../components/work-grid';
import { fmtDate, PHASE } from '../labels';
import { activeStepOf, registerAction, submitAction, type PhaseAction } from '../phase-actions';

const SORTS = [
  ['RANK', '排行'],
  ['NEWEST', '最新'],
  ['PRAISE', '最多点赞'],
] as const;

/**
 * /activity/detail/:activityId — an activity: banner, timeline, rules, prizes and criteria; 报名 and 提交作品 for a
 * signed-in teacher or parent, offered in their windows and otherwise disabled with the reason (the server enforces
 * the same windows, and one work a person or class: 修改作品 once it is in); the caller's works with
 * 撤回 before the deadline; every work ranked, with praise; the schools taking part.
 */
export default function ActivityDetailPage() {
  const activityId = Number(useParams().activityId);
  const navigate = useNavigate();
  const loc = useLocation();
  const teacher = tokens.has('teacher');
  const signedIn = teacher || tokens.has('parent');
  const activity = useActivity(activityId);
  const [sort, setSort] = useState<(typeof SORTS)[number][0]>('RANK');
  const [pageNum, setPageNum] = useState(1);
  const works = useWorks(activityId, sort, pageNum);
  const schools = useSchools(activityId);
  const news = useActivityNews(activityId);
  const mine = useMyWorks(activityId, signedIn);
  const cancel = useCancelWork();
  const [ask, confirmDialog] = useConfirm();
  const [dialog, setDialog] = useState<'register' | 'submit' | null>(null);
  if (activity.isPending) return <PageLoading />;
  if (activity.isError) return <ErrorState onRetry={() => void activity.refetch()} retrying={activity.isFetching} />;
  const a = activity.data;
  const now = Date.now();
  const canRegister = registerAction(a, now);
  const canSubmit = submitAction(a, now);
  // 每人（班级）限报一件: once the caller's work is in, the button changes it instead.
  const myWork = mine.data?.[0];
  const signIn = () => navigate(to.withRedirect(paths.teacherLogin, `${loc.pathname}${loc.search}`));
  const withdraw = async (workId: number) => {
    if (!(await ask({ title: '撤回后作品不再参加评选，确定撤回吗？', confirmText: '撤回', danger: true }))) return;
    try {
      await cancel.mutateAsync({ activityId, workId });
      notify.success(Msg.activityWorkWithdrawn);
    } catch {
      // The HTTP layer has shown why.
    }
  };
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh', pb: 6 }}>
      <BackTopBar title="活动详情" fallback={paths.activityList} />
      <Box
        sx={{
          height: 240,
          backgroundImage: `url(${mediaUrl(a.banner || a.cover)})`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
        role="img"
        aria-label={a.name}
      />
      <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', px: 3, mt: -6 }}>
        <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
          <Stack direction="row" alignItems="center" spacing={1.5} flexWrap="wrap" useFlexGap>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {a.name}
            </Typography>
            <Chip label={PHASE[a.phase].label} color={PHASE[a.phase].color} data-testid="activity-phase" />
            {a.registered && <Chip label="已报名" color="success" variant="outlined" />}
            <Box sx={{ flex: 1 }} />
            {!signedIn ? (
              <Button variant="contained" onClick={signIn}>
                登录后报名
              </Button>
            ) : (
              <PhaseButton
                label={!a.registered ? '报名' : myWork ? '修改作品' : '提交作品'}
                action={!a.registered ? canRegister : canSubmit}
                onClick={() => setDialog(!a.registered ? 'register' : 'submit')}
              />
            )}
          </Stack>
          {a.registered && myWork && canSubmit.enabled && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="one-work-rule">
              {Msg.activityOneWork}
            </Typography>
          )}
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            主办：{a.organiser} · {a.schoolCount} 所学校 · {a.workCount} 件作品
          </Typography>
          <Stepper activeStep={activeStepOf(a)} alternativeLabel sx={{ mt: 3 }} data-testid="activity-steps">
            {a.timeline.map((s) => (
              <Step key={s.key}>
                <StepLabel
                  optional={
                    <Typography variant="caption">
                      {s.key === 'RESULTS' ? fmtDate(s.start) : `${fmtDate(s.start)} - ${fmtDate(s.end)}`}
                    </Typography>
                  }
                >
                  {s.label}
                </StepLabel>
              </Step>
            ))}
          </Stepper>
        </Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
          <Stack spacing={3} sx={{ flex: 2, minWidth: 0, width: '100%' }}>
            {(mine.data?.length ?? 0) > 0 && (
              <Card elevation={0} sx={{ p: 3, borderRadius: 3 }} component="section" aria-label="我的作品">
                <Typography variant="h6" gutterBottom>
                  我的作品
                </Typography>
                <Stack spacing={1.5}>
                  {mine.data!.map((w) => (
                    <Stack key={w.id} direction="row" spacing={2} alignItems="center" data-testid="my-work">
                      <Box
                        component="img"
                        src={mediaUrl(w.cover)}
                        alt=""
                        sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
                      />
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography noWrap sx={{ fontWeight: 600 }}>
                          {w.title}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          第{w.rank}名 · {w.praiseCount} 赞 · {w.files.length} 个文件
                        </Typography>
                      </Box>
                      <Button size="small" onClick={() => navigate(`/activity/work/${activityId}/${w.id}`)}>
                        查看
                      </Button>
                      {w.editable && (
                        <Button size="small" color="error" onClick={() => void withdraw(w.id)}>
                          撤回
                        </Button>
                      )}
                    </Stack>
                  ))}
                </Stack>
              </Card>
            )}
            <Card elevation={0} sx={{ p: 3, borderRadius: 3 }} component="section" aria-label="参赛作品">
              <Stack direction="row" alignItems="center">
                <Typography variant="h6" sx={{ flex: 1 }}>
                  参赛作品
                </Typography>
                <Tabs value={sort} onChange={(_e, v: typeof sort) => (setSort(v), setPageNum(1))}>
                  {SORTS.map(([v, l]) => (
                    <Tab key={v} value={v} label={l} />
                  ))}
                </Tabs>
              </Stack>
              <WorkGrid
                activityId={activityId}
                works={works.data?.list ?? []}
                canPraise={signedIn}
                sx={{ gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2, mt: 2 }}
              />
              <PagePager
                total={works.data?.total ?? 0}
                pageSize={12}
                page={pageNum}
                onChange={setPageNum}
                sx={{ mt: 2 }}
              />
            </Card>
          </Stack>
          <Stack spacing={3} sx={{ flex: 1, minWidth: 280, width: '100%' }}>
            <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
              <Typography variant="h6" gutterBottom>
                活动规则
              </Typography>
              {a.rules.split(/\n\s*\n/).map((p) => (
                <Typography key={p.slice(0, 20)} variant="body2" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
                  {p}
                </Typography>
              ))}
            </Card>
            {a.prizes.length > 0 && (
              <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
                <Typography variant="h6" gutterBottom>
                  奖项设置
                </Typography>
                {a.prizes.map((p) => (
                  <Typography key={p.name} variant="body2" sx={{ mb: 0.5 }}>
                    {p.name} × {p.count}：{p.description}
                  </Typography>
                ))}
              </Card>
            )}
            {a.criteria.length > 0 && (
              <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
                <Typography variant="h6" gutterBottom>
                  评分标准
                </Typography>
                {a.criteria.map((c) => (
                  <Typography key={c.id} variant="body2">
                    {c.name}（{c.maxScore}分）
                  </Typography>
                ))}
              </Card>
            )}
            {(news.data?.list.length ?? 0) > 0 && (
              <Card elevation={0} sx={{ p: 3, borderRadius: 3 }} component="section" aria-label="活动资讯">
                <Typography variant="h6">活动资讯</Typography>
                <NewsList news={news.data!.list} />
              </Card>
            )}
            {a.attachments.length > 0 && (
              <Card elevation={0} sx={{ p: 3, borderRadius: 3 }} component="section" aria-label="活动附件">
                <Typography variant="h6" gutterBottom>
                  活动附件
                </Typography>
                {a.attachments.map((f) => (
                  <Button
                    key={f.url}
                    href={mediaUrl(f.url)}
                    target="_blank"
                    rel="noreferrer"
                    startIcon={<AttachFileRoundedIcon />}
                    sx={{ display: 'flex', justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
                  >
                    {f.name}
                  </Button>
                ))}
              </Card>
            )}
            <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
              <Typography variant="h6" gutterBottom>
                专家评审
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                评审时间 {fmtDate(a.submissionEnd)} - {fmtDate(a.reviewEnd)}
              </Typography>
              <Button variant="outlined" fullWidth onClick={() => navigate(`/activity/expert/${activityId}`)}>
                评审专家与进度
              </Button>
            </Card>
            <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
              <Typography variant="h6" gutterBottom>
                参与学校
              </Typography>
              {(schools.data?.list ?? []).map((s) => (
                <Stack key={s.schoolName} direction="row" justifyContent="space-between">
                  <Typography variant="body2">{s.schoolName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {s.workCount} 件
                  </Typography>
                </Stack>
              ))}
            </Card>
          </Stack>
        </Stack>
      </Stack>
      {dialog === 'register' && (
        <RegisterDialog activityId={activityId} teacher={teacher} onClose={() => setDialog(null)} />
      )}
      {dialog === 'submit' && (
        <SubmitWorkDialog activityId={activityId} defaultAuthor="" work={myWork} onClose={() => setDialog(null)} />
      )}
      {confirmDialog}
    </Box>
  );
}

/** The action of the phase: a button, or (outside its window) the button disabled and the reason beside it. */
function PhaseButton(p: { label: string; action: PhaseAction; onClick: () => void }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {!p.action.enabled && (
        <Typography variant="body2" color="text.secondary" data-testid="phase-reason">
          {p.action.reason}
        </Typography>
      )}
      <Button variant="contained" disabled={!p.action.enabled} onClick={p.onClick}>
        {p.label}
      </Button>
    </Stack>
  );
}
