import { Avatar, Box, Paper, Stack, Typography } from '@mui/material';
import { maskMobile } from '@shared/rules/validators';
import { mediaUrl } from '../../../platform/media';

/** The signed-in parent at the top of 我的 and 我的资料: avatar (or the name's last character), name, masked mobile. */
export function ParentCard({ user }: { user: { displayName: string; avatar?: string | null; mobile: string } }) {
  return (
    <Paper elevation={0} sx={{ p: 2.5, borderRadius: 3 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar src={user.avatar ? mediaUrl(user.avatar) : undefined} sx={{ width: 56, height: 56 }}>
          {user.displayName.slice(-1)}
        </Avatar>
        <Box>
          <Typography variant="h6" data-testid="parent-name">
            {user.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {maskMobile(user.mobile)}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
