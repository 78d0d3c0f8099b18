import CloseRounded from '@mui/icons-material/CloseRounded';
import { Box, Button, IconButton, Slide, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { isDesktop } from '../../../platform/desktop';
import { session } from '../../../platform/storage';
import { isMobileBrowser, openApp } from '../open-app';

/** Mobile browsers: a banner offering to open the app, once per session (session key firstMobileTip). */
export function MobileTip({ ua = navigator.userAgent }: { ua?: string }) {
  const [open, setOpen] = useState(() => !isDesktop() && isMobileBrowser(ua) && !session.get('firstMobileTip'));
  const cancel = useRef<() => void>(undefined);
  useEffect(() => {
    if (open) session.set('firstMobileTip', '1');
  }, [open]);
  useEffect(() => {
    // The app took over: the fallback must not fire when the user comes back.
    const hidden = () => document.hidden && cancel.current?.();
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      cancel.current?.();
    };
  }, []);
  const tryOpen = () => {
    cancel.current?.();
    cancel.current = openApp({
      ua,
      route: location.hash.replace(/^#/, '') || '/',
      go: (url) => location.assign(url),
      visible: () => !document.hidden,
    });
  };
  return (
    <Slide in={open} direction="down" mountOnEnter unmountOnExit>
      <Box
        role="region"
        aria-label={Msg.mobileTipTitle}
        data-testid="mobile-tip"
        sx={{
          // In the page's flow above the shell (not over its navigation bar), kept in view while scrolling.
          position: 'sticky',
          top: 0,
          zIndex: 1200,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1.5,
          py: 1.25,
          color: '#fff',
          background: 'linear-gradient(90deg,#2459dc 0%,#6a5cff 100%)',
          boxShadow: '0 6px 20px rgba(47,107,255,0.35)',
        }}
      >
        <IconButton
          size="small"
          aria-label={Msg.mobileTipClose}
          onClick={() => setOpen(false)}
          sx={{ color: 'rgba(255,255,255,0.85)' }}
        >
          <CloseRounded fontSize="small" />
        </IconButton>
        <Box
          sx={{
            width: 36,
            height: 36,
            borderRadius: 2,
            bgcolor: '#fff',
            color: 'primary.main',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            flex: 'none',
          }}
        >
          C
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 14 }} noWrap>
            Classpro 课堂
          </Typography>
          <Typography sx={{ fontSize: 12, opacity: 0.9 }} noWrap>
            {Msg.mobileTipTitle}
          </Typography>
        </Box>
        <Button
          variant="contained"
          disableElevation
          onClick={tryOpen}
          sx={{
            bgcolor: '#fff',
            color: 'primary.main',
            borderRadius: 5,
            fontWeight: 700,
            flex: 'none',
            '&:hover': { bgcolor: '#eef3ff' },
          }}
        >
          {Msg.mobileTipOpen}
        </Button>
      </Box>
    </Slide>
  );
}
