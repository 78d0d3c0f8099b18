import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { paths, to } from '../../../config/paths';
import { tokens } from '../../../platform/storage';

/**
 * The frame of the regional library (川教资源, top level): its banner, and the way back to the platform or in. The
 * catalogue is open to everyone; previews and downloads need a teacher's sign-in.
 */
export function RegionFrame({ children }: { children: ReactNode }) {
  const signedIn = tokens.has('teacher');
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh' }}>
      <Box sx={{ background: 'linear-gradient(120deg,#0f5f8c,#167a6e)', color: '#fff', px: { xs: 2, sm: 4 }, py: 4 }}>
        <Stack
          direction="row"
          alignItems="flex-start"
          justifyContent="space-between"
          spacing={2}
          sx={{ maxWidth: 1280, mx: 'auto', px: { sm: 3 } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
              川教资源
            </Typography>
            <Typography sx={{ mt: 1, opacity: 0.92 }}>
              四川省精选优质教育资源：地方文化、学科课件、教案与习题
            </Typography>
          </Box>
          {signedIn ? (
            <Button
              component={AppLink}
              to={paths.classpro}
              variant="outlined"
              color="inherit"
              startIcon={<HomeRoundedIcon />}
              sx={{ flex: 'none' }}
            >
              返回平台
            </Button>
          ) : (
            <Button
              component={AppLink}
              to={to.withRedirect(paths.teacherLogin, location.hash.slice(1) || paths.chuanEdu)}
              variant="contained"
              color="inherit"
              startIcon={<LoginRoundedIcon />}
              sx={{ flex: 'none', color: '#0f5f8c' }}
            >
              教师登录
            </Button>
          )}
        </Stack>
      </Box>
      <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>{children}</Box>
    </Box>
  );
}
