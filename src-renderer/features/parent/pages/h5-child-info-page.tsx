import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { Avatar, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { ChildSummary } from '@shared/api/parent';
import { Msg } from '@shared/rules/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { notify } from '../../../platform/notify';
import { child } from '../../../platform/storage';
import { useAddChild, useChildren, useRemoveChild, useRenameChild, useSwitchChild } from '../api/children';
import { NameDialog } from '../components/name-dialog';

/**
 * /h5/info — 孩子信息: every related child with their classes; 设为当前 (switchAccount: the child cookies), 改名
 * (changeChildName), 解除关联 (the child's access ends at once), and 添加孩子.
 */
export default function H5ChildInfoPage() {
  const kids = useChildren();
  const add = useAddChild();
  const rename = useRenameChild();
  const remove = useRemoveChild();
  const switchTo = useSwitchChild();
  const [current, setCurrent] = useState(child.get()?.id ?? null);
  const [naming, setNaming] = useState<ChildSummary | 'new' | null>(null);
  const [unlinking, setUnlinking] = useState<ChildSummary | null>(null);
  if (kids.isPending) return <PageLoading />;
  if (kids.isError) return <ErrorState onRetry={() => void kids.refetch()} retrying={kids.isFetching} />;
  const select = (k: ChildSummary) =>
    switchTo.mutate(k.childId, {
      onSuccess: () => {
        setCurrent(k.childId);
        notify.success(`已切换到${k.name}`);
      },
    });
  const save = async (name: string) => {
    try {
      if (naming === 'new') {
        await add.mutateAsync(name);
        notify.success(Msg.added);
      } else if (naming) {
        await rename.mutateAsync({ childId: naming.childId, displayName: name });
        notify.success(Msg.modifySuccess);
      }
      setNaming(null);
    } catch {
      // The HTTP layer has shown why.
    }
  };
  const unlink = async () => {
    if (!unlinking) return;
    try {
      await remove.mutateAsync(unlinking.childId);
      notify.success(Msg.childRemoved);
      if (current === unlinking.childId) setCurrent(null);
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setUnlinking(null);
    }
  };
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
      {kids.data.length === 0 && (
        <Paper elevation={0} sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">还没有关联孩子，点击“添加孩子”开始。</Typography>
        </Paper>
      )}
      {kids.data.map((k) => (
        <Paper key={k.childId} elevation={0} sx={{ p: 2, borderRadius: 3 }} data-testid="h5-child">
          <Stack direction="row" spacing={1.5} alignItems="center">
            <Avatar sx={{ bgcolor: '#ff9a3d' }}>{k.name.slice(-1)}</Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography sx={{ fontWeight: 600 }}>{k.name}</Typography>
                {current === k.childId && (
                  <Chip size="small" color="success" icon={<CheckCircleRoundedIcon />} label="当前" />
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary" noWrap>
                {k.classes.length ? k.classes.map((c) => c.className).join('、') : '还没有加入班级'}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1 }}>
            {current !== k.childId && (
              <Button size="small" disabled={switchTo.isPending} onClick={() => select(k)}>
                设为当前
              </Button>
            )}
            <Button size="small" onClick={() => setNaming(k)}>
              改名
            </Button>
            <Button size="small" color="error" onClick={() => setUnlinking(k)}>
              解除关联
            </Button>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="outlined"
        startIcon={<AddRoundedIcon />}
        sx={{ bgcolor: '#fff' }}
        onClick={() => setNaming('new')}
      >
        添加孩子
      </Button>
      {naming && (
        <NameDialog
          title={naming === 'new' ? '添加孩子' : '修改孩子姓名'}
          label="孩子姓名"
          initial={naming === 'new' ? '' : naming.name}
          busy={add.isPending || rename.isPending}
          onSave={(n) => void save(n)}
          onClose={() => setNaming(null)}
        />
      )}
      <ConfirmDialog
        open={unlinking != null}
        title="解除关联"
        message={`确定解除与${unlinking?.name ?? ''}的关联吗？解除后将不能再查看其学习情况。`}
        confirmText="解除关联"
        danger
        busy={remove.isPending}
        onCancel={() => setUnlinking(null)}
        onConfirm={() => void unlink()}
      />
    </Stack>
  );
}
