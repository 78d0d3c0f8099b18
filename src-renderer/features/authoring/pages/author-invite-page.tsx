import { Alert, Box, Button, Card, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAcceptInvite, useInviteInfo } from '../api/authoring';

/** /authorInvite?token= — a publisher's invitation: create an author account, or bind an existing one. */
export default function AuthorInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useInviteInfo(token);
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'create' | 'bind'>('create');
  const [form, setForm] = useState({ account: '', name: '', password: '' });
  const field = (k: keyof typeof form, label: string, type = 'text') => (
    <TextField label={label} type={type} value={form[k]} onChange={(e) => setForm({ ...form, [k]: e.target.value })} />
  );
  const submit = () =>
    accept.mutate(
      mode === 'create' ? { token, mode, ...form } : { token, mode, account: form.account, password: form.password },
      { onSuccess: () => void navigate(paths.authorLogin) },
    );
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: 440, p: 4, borderRadius: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          作者邀请
        </Typography>
        {info.isError || !token ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {info.error?.message ?? '邀请链接无效或已过期'}
          </Alert>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {info.data ? `${info.data.publisherName} 邀请您成为教材作者` : '正在读取邀请…'}
            </Typography>
            <Tabs value={mode} onChange={(_, v: 'create' | 'bind') => setMode(v)} sx={{ mt: 2 }}>
              <Tab value="create" label="创建作者账号" />
              <Tab value="bind" label="绑定已有账号" />
            </Tabs>
            <Stack spacing={2} sx={{ mt: 2 }}>
              {field('account', '账号')}
              {mode === 'create' && field('name', '姓名')}
              {field('password', '密码', 'password')}
              <Button variant="contained" size="large" disabled={!info.data || accept.isPending} onClick={submit}>
                {mode === 'create' ? '创建并加入' : '绑定并加入'}
              </Button>
            </Stack>
          </>
        )}
      </Card>
    </Box>
  );
}
