import CastRoundedIcon from '@mui/icons-material/CastRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { useConfirm } from '../../../components/use-confirm';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { paths, startsWith } from '../../../config/paths';
import { notify } from '../../../platform/notify';
import { child } from '../../../platform/storage';
import { useAddChild, useChildren, useRemoveChild, useRenameChild, useSwitchChild } from '../api/children';
import { useLatestNotices } from '../api/notices';
import { ChildClasses } from '../components/child-classes';
import { ChildConsent } from '../components/child-consent';
import { ChildCourses } from '../components/child-courses';
import { ChildLessons } from '../components/child-lessons';
import { ChildActivities, ChildBooks } from '../components/child-learning';
import { ChildTasks } from '../components/child-tasks';
import { ChildrenBar } from '../components/children-bar';

// The name dialog loads when a child is added or renamed: the parent link stays within its budget.
const NameDialog = lazy(() => import('../components/name-dialog').then((m) => ({ default: m.NameDialog })));

type Dialog = 'add' | 'rename' | null;

/**
 * /parent/index and /parent/home (phone first): the parent's children, the selected child's classes and AI courses
 * (each opening its units and reports), tools (casting photos to the classroom screen, the parent's profile) and
 * the latest news. Selecting a child keeps it (the child cookies) for the other parent screens.
 */
export default function ParentHomePage() {
  const kids = useChildren();
  const switchTo = useSwitchChild();
  const add = useAddChild();
  const rename = useRenameChild();
  const remove = useRemoveChild();
  const [ask, confirmDialog] = useConfirm();
  const notices = useLatestNotices();
  const navigate = useNavigate();
  const inH5 = startsWith(useLocation().pathname, paths.h5);
  const [selected, setSelected] = useState<number | null>(child.get()?.id ?? null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const tried = useRef(new Set<number>());
  const list = kids.data ?? [];
  const kid = list.find((k) => k.childId === selected) ?? list[0];

  // The first visit selects the first child (and fetches its token) so the child cookies are always set.
  useEffect(() => {
    if (!kid || child.get()?.id === kid.childId || tried.current.has(kid.childId)) return;
    tried.current.add(kid.childId);
    switchTo.mutate(kid.childId);
  }, [kid, switchTo]);

  if (kids.isPending) return <PageLoading />;
  if (kids.isError) return <ErrorState onRetry={() => void kids.refetch()} retrying={kids.isFetching} />;

  const select = (id: number) => {
    setSelected(id);
    switchTo.mutate(id);
  };
  const save = async (name: string) => {
    try {
      if (dialog === 'add') {
        const created = await add.mutateAsync(name);
        notify.success(Msg.added);
        select(created.childId);
      } else if (kid) {
        await rename.mutateAsync({ childId: kid.childId, displayName: name });
        notify.success(Msg.modifySuccess);
      }
      setDialog(null);
    } catch {
      // The HTTP layer has shown why.
    }
  };
  const unlink = async () => {
    if (!kid || !(await ask({ title: `确定解除与${kid.name}的关联吗？`, confirmText: '解除关联', danger: true })))
      return;
    try {
      await remove.mutateAsync(kid.childId);
      notify.success(Msg.childRemoved);
      setSelected(null);
    } catch {
      // The HTTP layer has shown why.
    }
  };

  return (
    <Box sx={{ bgcolor: '#f3f6fc', minHeight: 'calc(100vh - 60px)', pb: 4 }}>
      <Stack spacing={2} sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
        <ChildrenBar kids={list} selected={kid?.childId ?? null} onSelect={select} onAdd={() => setDialog('add')} />
        {kid ? (
          <>
            <Stack direction="row" alignItems="center" spacing={1}>
              <Typography variant="h6" data-testid="selected-child">
                {kid.name}
              </Typography>
              <IconButton size="small" aria-label="修改孩子姓名" onClick={() => setDialog('rename')}>
                <EditRoundedIcon fontSize="small" />
              </IconButton>
              <Box sx={{ flex: 1 }} />
              <Button size="small" color="inherit" onClick={() => void unlink()}>
                解除关联
              </Button>
            </Stack>
            <ChildConsent childId={kid.childId} name={kid.name} />
            <ChildLessons childId={kid.childId} name={kid.name} />
            <ChildClasses kid={kid} />
            <ChildTasks childId={kid.childId} name={kid.name} />
            <ChildCourses childId={kid.childId} name={kid.name} />
            <ChildBooks childId={kid.childId} name={kid.name} />
            <ChildActivities />
          </>
        ) : (
          <Paper elevation={0} sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
            <Typography color="text.secondary">还没有关联孩子，点击“添加孩子”开始。</Typography>
          </Paper>
        )}
        <Stack direction="row" spacing={1.5}>
          <Button
            fullWidth
            variant="outlined"
            startIcon={<CastRoundedIcon />}
            onClick={() => navigate(paths.h5ScreenCasting)}
            sx={{ bgcolor: '#fff' }}
          >
            手机投屏
          </Button>
          <Button
            fullWidth
            variant="outlined"
            startIcon={<PersonRoundedIcon />}
            onClick={() => navigate(inH5 ? `${paths.h5}/my-info` : '/parent/info')}
            sx={{ bgcolor: '#fff' }}
          >
            我的资料
          </Button>
        </Stack>
        {Boolean(notices.data?.list.length) && (
          <Paper elevation={0} sx={{ p: 2, borderRadius: 3 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              最新动态
            </Typography>
            <Stack spacing={1}>
              {notices.data!.list.map((n) => (
                <Box key={n.id}>
                  <Typography variant="body2" noWrap>
                    {n.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {n.publishTime.slice(0, 10)}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Paper>
        )}
      </Stack>
      {dialog && (
        <Suspense fallback={null}>
          <NameDialog
            title={dialog === 'add' ? '添加孩子' : '修改孩子姓名'}
            label="孩子姓名"
            initial={dialog === 'rename' ? kid?.name : ''}
            busy={add.isPending || rename.isPending}
            onSave={(n) => void save(n)}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {confirmDialog}
    </Box>
  );
}
