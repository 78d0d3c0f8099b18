import { Alert, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { checkMobile, checkSmsCode } from '@shared/rules/validators';
import { SmsButton } from '../../../components/sms-button';
import { useAppSelector } from '../../../state/store';
import { notify } from '../../../platform/notify';
import { useUpdateMobile } from '../api/update-mobile';
import { FormDialog } from './form-dialog';

/**
 * Change mobile: the new mobile (请输入手机号 / 手机号错误) and a RIGESTER code sent to it after the verification
 * widget; success shows 修改成功 and logs the user out (the server has revoked every token).
 */
export function MobileDialog({ onClose, onChanged }: { onClose(): void; onChanged(): void }) {
  const current = useAppSelector((s) => s.session.mobile);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string | null; code?: string | null }>({});
  const mutation = useUpdateMobile();
  const submit = async () => {
    const next = { mobile: checkMobile(mobile.trim()), code: checkSmsCode(code.trim()) };
    setErrors(next);
    if (next.mobile || next.code) return;
    try {
      await mutation.mutateAsync({ mobileOrEmailNew: mobile.trim(), code: code.trim() });
    } catch {
      return;
    }
    notify.success(Msg.modifySuccess);
    onChanged();
  };
  return (
    <FormDialog
      open
      title={Msg.changeMobile}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={mutation.isPending}
    >
      <Stack spacing={2.25}>
        <Alert severity="info" sx={{ borderRadius: 2 }}>
          {Msg.currentMobile}：{current}。{Msg.changeRelogin}
        </Alert>
        <TextField
          fullWidth
          autoFocus
          placeholder={Msg.newMobilePlaceholder}
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, '').slice(0, 11))}
          error={Boolean(errors.mobile)}
          helperText={errors.mobile ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': Msg.newMobilePlaceholder } }}
        />
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField
            fullWidth
            placeholder={Msg.smsCodePlaceholder}
            value={code}
            onChange={(e) => setCode(e.target.value.trim().slice(0, 6))}
            error={Boolean(errors.code)}
            helperText={errors.code ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <SmsButton mobile={mobile} smsCodeType="RIGESTER" sx={{ height: 56 }} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
