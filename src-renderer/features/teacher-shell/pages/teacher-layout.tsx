import { Box } from '@mui/material';
import { Outlet } from 'react-router';

/** The teacher shell: menu, greeting and content (built by the shell feature). */
export default function TeacherLayout() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Outlet />
    </Box>
  );
}
