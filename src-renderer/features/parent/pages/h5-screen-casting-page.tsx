import CastRoundedIcon from '@mui/icons-material/CastRounded';
import PhotoCameraRoundedIcon from '@mui/icons-material/PhotoCameraRounded';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { useCastCheck, useSendToCast } from '../../../api/screen-cast/screen-cast';
import { uploadImage } from '../../../api/files/upload-image';
import { paths, to } from '../../../config/paths';
import { notify } from '../../../platform/notify';
import { tokens } from '../../../platform/storage';

interface Sent {
  seq: number;
  preview: string;
}

/**
 * `/h5/ScreenCasting?code=`: a phone shows its photos on the classroom screen. The parent (signed in through H5), or
 * the teacher on their own phone (signed in to the teacher area), enters the code the screen shows (or scans its QR
 * code, which fills it in), takes or picks photos, and each one appears on the projector as soon as it is sent.
 */
export default function H5ScreenCastingPage() {
  const [params] = useSearchParams();
  const loc = useLocation();
  const navigate = useNavigate();
  const [code, setCode] = useState(params.get('code')?.replace(/\D/g, '').slice(0, 6) ?? '');
  // A parent's sign-in first (the page is H5's); else the teacher's own, for casting to their own screen.
  const area = tokens.has('parent') ? 'parent' : tokens.has('teacher') ? 'teacher' : null;
  const check = useCastCheck(code, area);
  const send = useSendToCast(area);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const signedIn = area !== null;
  const here = `${loc.pathname}${loc.search}`;

  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    setSending(true);
    try {
      for (const file of Array.from(files)) {
        if (!file.type.startsWith('image/')) {
          notify.warning(Msg.castImageInvalid);
          continue;
        }
        const { url } = await uploadImage(file, area ?? undefined);
        const item = await send.mutateAsync({ code, url });
        setSent((list) => [{ seq: item.seq, preview: URL.createObjectURL(file) }, ...list]);
        notify.success(Msg.castSent);
      }
    } catch {
      // The HTTP layer has shown why; the cast may have been ended meanwhile, so ask again.
      void check.refetch();
    } finally {
      setSending(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f3f6fc', display: 'flex', justifyContent: 'center' }}>
      <Box sx={{ width: '100%', maxWidth: 480, p: 2 }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ my: 2 }}>
          <CastRoundedIcon color="primary" />
          <Typography variant="h6">手机投屏</Typography>
        </Stack>
        {!signedIn ? (
          <Paper sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              登录家校互动后即可把手机里的照片投到教室大屏
            </Typography>
            <Stack spacing={1.5} alignItems="center">
              <Button variant="contained" onClick={() => navigate(to.withRedirect(paths.h5Login, here))}>
                去登录
              </Button>
              <Button onClick={() => navigate(to.withRedirect(paths.teacherLogin, here))}>
                我是老师，用教师账号登录
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Paper sx={{ p: 2.5 }}>
            <TextField
              label="投屏码"
              placeholder="输入大屏上的 6 位数字"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': '投屏码' } }}
              fullWidth
            />
            {check.isSuccess && (
              <Alert severity="success" sx={{ mt: 2 }} data-testid="cast-target">
                已连接 {check.data.teacherName || '教室大屏'} 的大屏
              </Alert>
            )}
            {check.isError && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {check.error.message || Msg.castCodeInvalid}
              </Alert>
            )}
            <input
              ref={input}
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              hidden
              data-testid="cast-file"
              onChange={(e) => void pick(e.target.files)}
            />
            <Button
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 2, py: 1.5 }}
              startIcon={sending ? <CircularProgress size={18} color="inherit" /> : <PhotoCameraRoundedIcon />}
              disabled={!check.isSuccess || sending}
              onClick={() => input.current?.click()}
            >
              拍照或选择照片投屏
            </Button>
          </Paper>
        )}
        {sent.length > 0 && (
          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              已投屏 {sent.length} 张
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
              {sent.map((s) => (
                <Box
                  key={s.seq}
                  component="img"
                  src={s.preview}
                  alt={`第${s.seq}张`}
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
                />
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
