import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Paper,
  Radio,
  RadioGroup,
  FormControlLabel,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { paths, startsWith, to } from '../../../config/paths';
import { useAppSelector } from '../../../state/store';
import { notify } from '../../../platform/notify';
import { tokens } from '../../../platform/storage';
import { useClassInfo } from '../api/class-info';
import { useJoinClass } from '../api/join-class';

const positiveId = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The class QR code's target (/parent/hassClassInfo, phone first). A visitor sees the class and school named by the
 * QR code and goes to the parent login, coming back here; a signed-in parent sees the class as the server knows it
 * (read with the QR code's invitation), picks one of their children and joins.
 */
export default function ClassInfoPage() {
  const [params] = useSearchParams();
  const loc = useLocation();
  const navigate = useNavigate();
  const classId = positiveId(params.get('classId'));
  const invite = params.get('invite')?.trim() ?? '';
  const session = useAppSelector((s) => s.session);
  const signedIn = tokens.has('parent') && session.userType === 'PARENT';
  const info = useClassInfo(classId, invite, signedIn);
  const children = useMemo(
    () => session.userRelations.filter((r) => r.toUserId !== session.id),
    [session.userRelations, session.id],
  );
  const [childId, setChildId] = useState<number | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const join = useJoinClass();
  const chosen = childId ?? (children.length === 1 ? children[0]!.toUserId : null);

  const className = info.data?.className ?? params.get('className') ?? '';
  const schoolName = info.data?.schoolName ?? params.get('schoolName') ?? '';

  const submit = async () => {
    if (!classId || chosen === null) return void notify.warning(Msg.fillContent);
    try {
      await join.mutateAsync({ classId, childId: chosen, invite });
      const name = children.find((c) => c.toUserId === chosen)?.toUserDisplayName ?? '';
      setJoined(name);
      notify.success(Msg.joinClassSuccess);
    } catch {
      // The HTTP layer has shown why.
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f3f6fc', display: 'flex', justifyContent: 'center' }}>
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <Box
          sx={{
            background: 'linear-gradient(160deg,#2459dc 0%,#3d6be0 100%)',
            color: '#fff',
            px: 3,
            pt: 5,
            pb: 9,
            borderBottomLeftRadius: 28,
            borderBottomRightRadius: 28,
          }}
        >
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            班级邀请
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 0.5 }}>
            邀请您的孩子加入班级
          </Typography>
        </Box>
        <Paper
          elevation={0}
          sx={{ mx: 2, mt: -6, p: 2.5, borderRadius: 4, boxShadow: '0 10px 30px rgba(15,23,42,0.08)' }}
        >
          {!classId || !invite ? (
            <Alert severity="error">{Msg.classQrInvalid}</Alert>
          ) : signedIn && info.isPending ? (
            <Skeleton variant="rounded" height={96} />
          ) : signedIn && info.isError ? (
            <Alert severity="error">{info.error.message || Msg.classInviteInvalid}</Alert>
          ) : (
            <Stack direction="row" spacing={2} alignItems="center">
              <Avatar
                variant="rounded"
                sx={{ width: 64, height: 64, bgcolor: 'rgba(47,107,255,0.1)', color: 'primary.main' }}
              >
                <GroupsRoundedIcon fontSize="large" />
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h6" sx={{ fontWeight: 700 }} aria-label="班级名称">
                  {className}
                </Typography>
                <Typography color="text.secondary" aria-label="学校名称">
                  {schoolName}
                </Typography>
                {info.data && (
                  <Typography variant="body2" color="text.secondary">
                    班主任 {info.data.teacherName} · {info.data.studentCount} 名学生
                  </Typography>
                )}
              </Box>
            </Stack>
          )}
        </Paper>
        {classId && invite && (!signedIn || info.isSuccess) && (
          <Paper elevation={0} sx={{ mx: 2, mt: 2, p: 2.5, borderRadius: 4 }}>
            {joined !== null ? (
              <Stack alignItems="center" spacing={1} sx={{ py: 2, textAlign: 'center' }}>
                <CheckCircleRoundedIcon color="success" sx={{ fontSize: 56 }} />
                <Typography variant="h6" sx={{ fontWeight: 700 }}>
                  {Msg.joinClassSuccess}
                </Typography>
                <Typography color="text.secondary">
                  {joined} 已加入 {className}
                </Typography>
              </Stack>
            ) : !signedIn ? (
              <Stack spacing={2}>
                <Typography color="text.secondary">{Msg.parentLoginToJoin}</Typography>
                <Button
                  size="large"
                  variant="contained"
                  disableElevation
                  sx={{ borderRadius: 6, py: 1.25 }}
                  onClick={() =>
                    navigate(
                      to.withRedirect(
                        startsWith(loc.pathname, paths.h5) ? paths.h5Login : paths.parentLogin,
                        `${loc.pathname}${loc.search}`,
                      ),
                    )
                  }
                >
                  登录后加入班级
                </Button>
              </Stack>
            ) : children.length === 0 ? (
              <Alert severity="info">{Msg.parentNoChild}</Alert>
            ) : (
              <Stack spacing={2}>
                <Typography sx={{ fontWeight: 600 }}>选择要加入班级的孩子</Typography>
                <RadioGroup
                  aria-label="选择孩子"
                  value={chosen ?? ''}
                  onChange={(e) => setChildId(Number(e.target.value))}
                >
                  {children.map((c) => (
                    <FormControlLabel
                      key={c.toUserId}
                      value={c.toUserId}
                      control={<Radio />}
                      label={c.toUserDisplayName}
                      sx={{ mx: 0, px: 1, py: 0.5, borderRadius: 2, border: 1, borderColor: 'divider', mb: 1 }}
                    />
                  ))}
                </RadioGroup>
                <Button
                  size="large"
                  variant="contained"
                  disableElevation
                  disabled={join.isPending}
                  sx={{ borderRadius: 6, py: 1.25 }}
                  onClick={submit}
                >
                  加入班级
                </Button>
              </Stack>
            )}
          </Paper>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 3, pb: 4 }}>
          Classpro 家校互动
        </Typography>
      </Box>
    </Box>
  );
}
