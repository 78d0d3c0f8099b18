import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { AppBar, Button, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { bookPaths, idParam } from '../config/book-paths';
import { paths } from '../config/paths';
import { useCanGoBack } from './use-can-go-back';

/**
 * The top bar of the book screens outside the teacher shell (教材资源, 视听阅读, 讲义, 作业管理, 上课): 返回 goes to
 * the screen before, or, on a fresh load, to the book's detail (or 我的教材 when no book is named).
 */
export function BookTopBar({ title, children }: { title: string; children?: ReactNode }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const canGoBack = useCanGoBack();
  const bookId = idParam(params, 'bookId', 'id');
  const back = () => {
    if (canGoBack) void navigate(-1);
    else void navigate(bookId ? bookPaths.detail(bookId) : paths.myDigitalbooks);
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
