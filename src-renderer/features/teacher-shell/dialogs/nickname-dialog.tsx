import { TextField } from '@mui/material';
import { useState } from 'react';
import { NICKNAME_MAX_CHARS } from '@shared/api/profile';
import { Msg } from '@shared/rules/messages';
import { checkNickname } from '@shared/rules/validators';
import { loadSession } from '../../../state/session';
import { useAppSelector } from '../../../state/store';
import { notify } from '../../../platform/notify';
import { useUpdateNickname } from '../api/update-nickname';
import { FormDialog } from './form-dialog';

/** Change nickname: required (请输入昵称); success shows 修改成功 and refreshes the signed-in user. */
export function NicknameDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const current = useAppSelector((s) => s.session.name);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateNickname();
  const submit = async () => {
    const problem = checkNickname(value);
    setError(problem);
    if (problem) return;
    try {
      await mutation.mutateAsync(value.trim());
    } catch {
      return;
    }
    notify.success(Msg.modifySuccess);
    await loadSession('teacher').catch(() => undefined);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={Msg.changeNickname}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={mutation.isPending}
    >
      <TextField
        autoFocus
        fullWidth
        label={Msg.nicknameLabel}
        placeholder={Msg.nicknameRequired}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? `${[...value].length}/${NICKNAME_MAX_CHARS}`}
        slotProps={{ htmlInput: { maxLength: NICKNAME_MAX_CHARS } }}
      />
    </FormDialog>
  );
}
