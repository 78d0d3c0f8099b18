import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/** The teacher shell: menu, greeting and content (built by the shell feature). */
export default function TeacherLayout({ dialogs }: { dialogs?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Outlet />
      {dialogs}
    </Box>
  );
}
