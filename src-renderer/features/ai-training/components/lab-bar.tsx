import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The doing views' header: back, the training's title and kind, and what sits at the right. */
export function LabBar({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, bgcolor: 'background.paper', boxShadow: 1 }}
    >
      <IconButton aria-label="返回" onClick={() => void navigate(-1)}>
        <ArrowBackRounded />
      </IconButton>
      <Typography variant="h6" component="h1" sx={{ fontSize: 18, fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
          {subtitle}
        </Typography>
      )}
      <Box sx={{ flex: 1 }} />
      {children}
    </Box>
  );
}

/** The Python runtime's state: loading, ready (with its start-up time) or failed. */
export function PythonChip({
  ready,
  readyMs,
  failed,
}: {
  ready: boolean;
  readyMs: number | null;
  failed: string | null;
}) {
  if (failed) return <Chip size="small" color="error" label="Python 加载失败，请刷新重试" />;
  if (!ready) return <Chip size="small" label="Python 环境加载中…" data-testid="python-status" />;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      data-testid="python-status"
      label={`Python 已就绪（加载用时 ${((readyMs ?? 0) / 1000).toFixed(1)} 秒）`}
    />
  );
}
