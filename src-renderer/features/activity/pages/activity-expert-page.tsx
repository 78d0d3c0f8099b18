import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ActivityApi } from '@shared/api/activity';
import { Msg } from '@shared/rules/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { paths, to } from '../../../config/paths';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { tokens } from '../../../platform/storage';
import { useActivity, useJury } from '../api/activity';
import { fmtDate, PHASE } from '../labels';

/**
 * /activity/expert/:activityId — the review side of an activity (open without signing in): the review window and
 * criteria, the jury and how far each expert has got; the ways in for experts (an expert account, or the link an
 * invitation gave); and, for the organiser signed in to the data centre, inviting experts by link and revoking links.
 */
export default function ActivityExpertPage() {
  const activityId = Number(useParams().activityId);
  const activity = useActivity(activityId);
  const jury = useJury(activityId);
  const navigate = useNavigate();
  const loc = useLocation();
  const [link, setLink] = useState('');
  if (activity.isPending) return <PageLoading />;
  if (activity.isError) return <ErrorState onRetry={() => void activity.refetch()} retrying={activity.isFetching} />;
  const a = activity.data;
  const reviewTarget = `${paths.expertReview}?activityId=${activityId}`;
  const openLink = () => {
    // A whole link (…#/activity/expert/review/{id}/{token}) or just the token.
    const m = /\/activity\/expert\/review\/(\d+)\/([\w-]+)/.exec(link.trim());
    const token = m ? m[2] : /^[\w-]{16,}$/.test(link.trim()) ? link.trim() : '';
    if (!token || (m && Number(m[1]) !== activityId)) return void notify.warning(Msg.expertTokenInvalid);
    navigate(`/activity/expert/review/${activityId}/${token}`);
  };
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh', py: 3 }}>
      <Stack spacing={3} sx={{ maxWidth: 1080, mx: 'auto', px: 2 }}>
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => navigate(`/activity/detail/${activityId}`)}>
          ← {a.name}
        </Button>
        <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
          <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              专家评审
            </Typography>
            <Chip label={PHASE[a.phase].label} color={PHASE[a.phase].color} />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {a.name} · 评审时间 {fmtDate(a.submissionEnd)} - {fmtDate(a.reviewEnd)}（北京时间）
          </Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 2 }}>
            {a.criteria.map((c) => (
              <Chip key={c.id} variant="outlined" label={`${c.name} ${c.maxScore}分`} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            每件作品由全部评审专家按以上标准打分，最终得分为各位专家总分的平均值；专家提交自己的评分前看不到他人的评分。
          </Typography>
        </Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
          <Card
            elevation={0}
            sx={{ p: 3, borderRadius: 3, flex: 3, width: '100%' }}
            component="section"
            aria-label="评审专家"
          >
            <Typography variant="h6" gutterBottom>
              评审专家
            </Typography>
            {jury.isPending ? (
              <LinearProgress />
            ) : jury.isError ? (
              <ErrorState onRetry={() => void jury.refetch()} retrying={jury.isFetching} />
            ) : jury.data.experts.length === 0 ? (
              <Typography color="text.secondary">评审专家尚未确定</Typography>
            ) : (
              jury.data.experts.map((e, i) => {
                const total = jury.data.workCount;
                return (
                  <Box key={`${e.name}-${i}`} sx={{ py: 1 }} data-testid="jury-expert">
                    <Stack direction="row" justifyContent="space-between">
                      <Typography>{e.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        已评 {e.reviewedCount} / {total}
                      </Typography>
                    </Stack>
                    <LinearProgress
                      variant="determinate"
                      value={total ? Math.min(100, (e.reviewedCount / total) * 100) : 0}
                      aria-label={`${e.name} 评审进度`}
                      sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                    />
                  </Box>
                );
              })
            )}
          </Card>
          <Card
            elevation={0}
            sx={{ p: 3, borderRadius: 3, flex: 2, width: '100%' }}
            component="section"
            aria-label="专家入口"
          >
            <Typography variant="h6" gutterBottom>
              专家入口
            </Typography>
            <Button
              fullWidth
              variant="contained"
              onClick={() =>
                navigate(tokens.has('expert') ? reviewTarget : to.withRedirect(paths.expertLogin, reviewTarget))
              }
            >
              {tokens.has('expert') ? '进入评审' : '专家账号登录'}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
              收到了评审邀请链接？粘贴到这里直接评审，无需账号。
            </Typography>
            <Stack direction="row" spacing={1}>
              <TextField
                size="small"
                fullWidth
                placeholder="粘贴评审链接"
                value={link}
                onChange={(e) => setLink(e.target.value)}
                slotProps={{ htmlInput: { 'aria-label': '评审链接', maxLength: 500 } }}
              />
              <Button variant="outlined" onClick={openLink} sx={{ flexShrink: 0 }}>
                打开
              </Button>
            </Stack>
          </Card>
        </Stack>
        {tokens.has('datacenter') ? (
          <Invitations activityId={activityId} />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            主办方可
            <AppLink to={to.withRedirect(paths.datacenterLogin, `${loc.pathname}${loc.search}`)}>登录数据中心</AppLink>
            邀请评审专家
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

const VALID_DAYS = [7, 14, 30, 60];
const dc = { area: 'datacenter' as const };

/** The organiser's invitations: create a link (shown once: only its hash is kept), see each one's use, revoke. */
function Invitations({ activityId }: { activityId: number }) {
  const qc = useQueryClient();
  const key = ['activity', 'invites', activityId];
  const invites = useQuery({ queryKey: key, queryFn: () => call(ActivityApi.expertInviteList, { activityId }, dc) });
  const refresh = () => qc.invalidateQueries({ queryKey: ['activity'] });
  const create = useMutation({
    mutationFn: (req: { expertName: string; validDays: number }) =>
      call(ActivityApi.createExpertInvite, { activityId, ...req }, dc),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (inviteId: number) => call(ActivityApi.revokeExpertInvite, { inviteId }, dc),
    onSuccess: refresh,
  });
  const [name, setName] = useState('');
  const [days, setDays] = useState(14);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<number | null>(null);
  const fullLink = (hashPath: string) => `${location.origin}${location.pathname}#${hashPath}`;
  const invite = async () => {
    if (!name.trim()) return void notify.warning(Msg.incomplete);
    try {
      const res = await create.mutateAsync({ expertName: name.trim(), validDays: days });
      setCreated(fullLink(res.link));
      setName('');
    } catch {
      // The HTTP layer has shown why.
    }
  };
  const copy = (text: string) =>
    navigator.clipboard?.writeText(text).then(
      () => notify.success('链接已复制'),
      () => notify.warning('请手动复制链接'),
    );
  const now = Date.now();
  return (
    <Card elevation={0} sx={{ p: 3, borderRadius: 3 }} component="section" aria-label="邀请专家">
      <Typography variant="h6" gutterBottom>
        邀请专家（主办方）
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label="专家姓名"
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <TextField
          size="small"
          select
          label="有效期"
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
          sx={{ minWidth: 120 }}
        >
          {VALID_DAYS.map((d) => (
            <MenuItem key={d} value={d}>
              {d} 天
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={create.isPending} onClick={() => void invite()}>
          生成邀请链接
        </Button>
      </Stack>
      {created && (
        <Alert
          severity="success"
          sx={{ mt: 2, wordBreak: 'break-all' }}
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<ContentCopyRoundedIcon />}
              onClick={() => void copy(created)}
            >
              复制
            </Button>
          }
        >
          <span data-testid="invite-link">{created}</span>
          <br />
          此链接只显示一次，请立即发给专家。
        </Alert>
      )}
      {invites.isError ? (
        <ErrorState onRetry={() => void invites.refetch()} retrying={invites.isFetching} />
      ) : (
        <Table size="small" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>专家</TableCell>
              <TableCell>邀请时间</TableCell>
              <TableCell>有效期至</TableCell>
              <TableCell>已评</TableCell>
              <TableCell>状态</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(invites.data ?? []).map((i) => {
              const expired = Date.parse(i.expiresAt) <= now;
              const state = i.revoked ? '已撤销' : expired ? '已过期' : '有效';
              return (
                <TableRow key={i.id} data-testid="invite-row">
                  <TableCell>{i.expertName}</TableCell>
                  <TableCell>{fmtDate(i.createTime)}</TableCell>
                  <TableCell>{fmtDate(i.expiresAt)}</TableCell>
                  <TableCell>{i.markedCount}</TableCell>
                  <TableCell>
                    <Chip size="small" label={state} color={state === '有效' ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell align="right">
                    {state === '有效' && (
                      <Button size="small" color="error" onClick={() => setRevoking(i.id)}>
                        撤销
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={revoking != null}
        title="撤销邀请"
        message="撤销后该链接立即失效，已提交的评分仍然保留。"
        confirmText="撤销"
        danger
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          void revoke
            .mutateAsync(revoking!)
            .then(() => notify.success('邀请已撤销'))
            .catch(() => undefined)
            .finally(() => setRevoking(null))
        }
      />
    </Card>
  );
}
