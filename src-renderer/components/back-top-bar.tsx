import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { AppBar, Button, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCanGoBack } from './use-can-go-back';

/**
 * The top bar of a screen outside the teacher shell (issue 34.14): 返回 goes to the screen before when the user came
 * from inside the app, else (a fresh load, a deep link) to `fallback`, the teacher area's matching section.
 */
export function BackTopBar({ title, fallback, children }: { title: string; fallback: string; children?: ReactNode }) {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const back = () => {
    if (canGoBack) void navigate(-1);
    else void navigate(fallback);
  };
  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 2 }}>
        <Button startIcon={<ArrowBackRounded />} onClick={back} color="inherit">
          返回
        </Button>
        <Typography component="div" variant="h6" sx={{ flex: 1, fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        {children}
      </Toolbar>
    </AppBar>
  );
}
