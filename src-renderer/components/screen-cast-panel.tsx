import { Box, Button, CircularProgress, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useRef, useState } from 'react';
import type { CastItem } from '@shared/api/screen-cast';
import { closeCast, followCast, useCreateCast } from '../api/screen-cast/screen-cast';
import { paths } from '../config/paths';
import { QrCode } from './qr-code';

/** The phone's page for a code, as an absolute link for the QR code. */
const phoneLink = (code: string) => `${location.origin}${location.pathname}#${paths.h5ScreenCasting}?code=${code}`;

/**
 * 投屏 on the classroom screen: opens a cast, shows its code (and a QR code of the phone page), then every picture a
 * phone sends, the newest large. Closing the panel ends the cast, so the code stops working at once.
 */
export function ScreenCastPanel({ onClose }: { onClose: () => void }) {
  const create = useCreateCast();
  const [items, setItems] = useState<CastItem[]>([]);
  const [shown, setShown] = useState<number | null>(null);
  const started = useRef(false);
  const code = create.data?.code;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create.mutate();
  }, [create]);

  useEffect(() => {
    if (!code) return;
    const ctrl = new AbortController();
    void followCast(
      code,
      (item) => {
        setItems((list) => (list.some((i) => i.seq === item.seq) ? list : [...list, item]));
        setShown(item.seq);
      },
      () => undefined,
      ctrl.signal,
    );
    return () => {
      ctrl.abort();
      void closeCast(code).catch(() => undefined);
    };
  }, [code]);

  const current = items.find((i) => i.seq === shown) ?? items.at(-1);
  return (
    <Box
      role="dialog"
      aria-label="手机投屏"
      sx={{ position: 'fixed', inset: 0, zIndex: 50, bgcolor: '#0f172a', display: 'flex', color: '#fff' }}
    >
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4, minWidth: 0 }}>
        {current ? (
          <Box
            component="img"
            src={current.url}
            alt={`${current.senderName}的投屏图片`}
            data-testid="cast-image"
            sx={{ width: '100%', height: 'calc(100vh - 64px)', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="h5" sx={{ color: 'grey.400' }}>
            等待手机发送图片…
          </Typography>
        )}
      </Box>
      <Paper
        square
        sx={{ width: 320, p: 3, display: 'flex', flexDirection: 'column', gap: 2, bgcolor: '#1e293b', color: '#fff' }}
      >
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography variant="h6">手机投屏</Typography>
          <Tooltip title="结束投屏">
            <IconButton aria-label="结束投屏" onClick={onClose} sx={{ color: '#fff' }}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        {code ? (
          <>
            <Typography variant="body2" sx={{ color: 'grey.400' }}>
              手机打开家校互动的“投屏”，输入投屏码或扫码：
            </Typography>
            <Typography
              data-testid="cast-code"
              variant="h3"
              component="p"
              sx={{ fontWeight: 700, letterSpacing: '0.3em' }}
            >
              {code}
            </Typography>
            <Box sx={{ bgcolor: '#fff', p: 1, alignSelf: 'flex-start', borderRadius: 1 }}>
              <QrCode value={phoneLink(code)} size={160} label="投屏二维码" />
            </Box>
          </>
        ) : create.isError ? (
          <Button variant="outlined" color="inherit" onClick={() => create.mutate()}>
            重新开启投屏
          </Button>
        ) : (
          <CircularProgress color="inherit" />
        )}
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          已收到 {items.length} 张
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, overflow: 'auto' }}>
          {items.map((i) => (
            <Box
              key={i.seq}
              component="button"
              type="button"
              onClick={() => setShown(i.seq)}
              aria-label={`第${i.seq}张，${i.senderName}`}
              sx={{
                p: 0,
                border: 2,
                borderColor: i.seq === current?.seq ? 'primary.main' : 'transparent',
                borderRadius: 1,
                bgcolor: 'transparent',
                cursor: 'pointer',
              }}
            >
              <Box component="img" src={i.url} alt="" sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }} />
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
