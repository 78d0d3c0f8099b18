import { Box, Button, Typography } from '@mui/material';
import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { removeSignInShell } from '../platform/sign-in-shell';

/** Shown when a screen fails to load or render; offers a reload instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  // The root route failed, so no page will remove the pre-rendered sign-in panel that covers this message.
  useLayoutEffect(removeSignInShell, []);
  const detail = isRouteErrorResponse(error) ? `${error.status}` : error instanceof Error ? error.message : '';
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <div>
        <Typography variant="h6" gutterBottom>
          页面加载失败
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {detail}
        </Typography>
        <Button variant="contained" onClick={() => location.reload()}>
          重新加载
        </Button>
      </div>
    </Box>
  );
}
