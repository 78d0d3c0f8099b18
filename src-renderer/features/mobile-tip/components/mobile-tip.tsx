import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Slide,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { isDesktop } from '../../../platform/desktop';
import { session } from '../../../platform/storage';
import { isMobileBrowser, openApp } from '../open-app';

/**
 * Mobile browsers: a banner offering to open the app, once per session (session key firstMobileTip). 打开APP tries the
 * app's scheme; when the page is still in front after the spec's delay, a dialog says the app may not be installed.
 * `sticky` keeps it in view while scrolling (the teacher shell); in the phone areas it scrolls away with the page, so
 * it never sits over their own sticky title bars.
 */
export function MobileTip({ ua = navigator.userAgent, sticky = true }: { ua?: string; sticky?: boolean }) {
  const [open, setOpen] = useState(() => !isDesktop() && isMobileBrowser(ua) && !session.get('firstMobileTip'));
  const [noApp, setNoApp] = useState(false);
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
      fallback: () => setNoApp(true),
    });
  };
  return (
    <>
      <Slide in={open} direction="down" mountOnEnter unmountOnExit>
        <Box
          role="region"
          aria-label={Msg.mobileTipTitle}
          data-testid="mobile-tip"
          sx={{
            // In the page's flow above the screen (not over its navigation bar), pushing it down.
            position: sticky ? 'sticky' : 'relative',
            top: 0,
            zIndex: sticky ? 1200 : 'auto',
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
            <Typography sx={{ fontSize: 12 }} noWrap>
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
      <Dialog open={noApp} onClose={() => setNoApp(false)} aria-labelledby="mobile-tip-no-app">
        <DialogTitle id="mobile-tip-no-app">{Msg.mobileTipNoAppTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{Msg.mobileTipNoApp}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setNoApp(false)}>
            {Msg.mobileTipContinue}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
