import { Box, Paper, Typography } from '@mui/material';

export default function TeacherLoginPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Paper sx={{ p: 4 }}>
        <Typography variant="h5">教师登录</Typography>
      </Paper>
    </Box>
  );
}
