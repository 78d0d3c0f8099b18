import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { UserClass } from '@shared/api/classes';
import { Msg } from '@shared/rules/messages';
import { notify } from '../../../platform/notify';
import { useUpdateClassIntro } from '../api/update-class-intro';

/** The class introduction, edited in place (updateClassIntro). */
export function ClassIntro({ cls }: { cls: UserClass }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateClassIntro();
  const save = async () => {
    if (draft === null) return;
    try {
      await update.mutateAsync({ classId: cls.id, intro: draft.trim() });
      notify.success(Msg.modifySuccess);
      setDraft(null);
    } catch {
      // The HTTP layer has shown why.
    }
  };
  if (draft !== null)
    return (
      <Box>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          size="small"
          label="班级简介"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1 }}>
          <Button size="small" color="inherit" onClick={() => setDraft(null)}>
            取消
          </Button>
          <Button size="small" variant="contained" disableElevation disabled={update.isPending} onClick={save}>
            保存简介
          </Button>
        </Stack>
      </Box>
    );
  return (
    <Stack direction="row" alignItems="flex-start" spacing={0.5}>
      <Typography variant="body2" color={cls.intro ? 'text.primary' : 'text.secondary'} sx={{ flex: 1, pt: 0.5 }}>
        {cls.intro || '暂无班级简介'}
      </Typography>
      <IconButton size="small" aria-label="编辑简介" onClick={() => setDraft(cls.intro)}>
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
