import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Box, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The full-screen labs' header (Python, notebooks, trainings, 财务实训): back, the title, and what sits at the right. */
export function LabHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, bgcolor: 'background.paper', boxShadow: 1 }}
    >
      <IconButton aria-label="返回" onClick={() => navigate(-1)}>
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
