import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NICKNAME_MAX_CHARS } from '@shared/api/profile';
import { Msg } from '@shared/rules/messages';
import { PageLoading } from '../../../components/page-loading';
import { notify } from '../../../platform/notify';
import { useParentInfo, useRenameParent } from '../api/profile';

/** /parent/change: the parent changes their nickname; done, it goes to the result page. */
export default function ParentChangePage() {
  const me = useParentInfo();
  if (me.isPending) return <PageLoading />;
  return <Form initial={me.data?.displayName ?? ''} />;
}

function Form({ initial }: { initial: string }) {
  const [name, setName] = useState(initial);
  const rename = useRenameParent();
  const navigate = useNavigate();
  const trimmed = name.trim();
  const save = async () => {
    if (!trimmed) return void notify.warning(Msg.fillContent);
    try {
      await rename.mutateAsync(trimmed);
      navigate(`/parent/result?type=profile`, { replace: true });
    } catch {
      // The HTTP layer has shown why.
    }
  };
  return (
    <Box sx={{ bgcolor: '#f3f6fc', minHeight: 'calc(100vh - 60px)' }}>
      <Stack spacing={2} sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
        <Paper elevation={0} sx={{ p: 2.5, borderRadius: 3 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
            修改昵称
          </Typography>
          <TextField
            fullWidth
            label="昵称"
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: NICKNAME_MAX_CHARS } }}
            helperText={`${trimmed.length}/${NICKNAME_MAX_CHARS}`}
          />
          <Button
            fullWidth
            variant="contained"
            size="large"
            sx={{ mt: 2 }}
            disabled={rename.isPending}
            onClick={() => void save()}
          >
            保存
          </Button>
        </Paper>
      </Stack>
    </Box>
  );
}
