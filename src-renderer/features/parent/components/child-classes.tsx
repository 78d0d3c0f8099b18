import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ChildSummary } from '@shared/api/parent';
import { Msg } from '@shared/rules/messages';
import { useConfirm } from '../../../components/use-confirm';
import { notify } from '../../../platform/notify';
import { useQuitClass } from '../api/children';

/** The selected child's classes, each with 退出班级; none yet says how to join one (the class QR code). */
export function ChildClasses({ kid }: { kid: ChildSummary }) {
  const quit = useQuitClass();
  const [ask, confirmDialog] = useConfirm();
  const leave = async (classId: number, className: string) => {
    if (!(await ask({ title: `确定让${kid.name}退出${className}吗？`, confirmText: '退出班级', danger: true }))) return;
    try {
      await quit.mutateAsync({ classId, childId: kid.childId });
      notify.success(Msg.quitClassSuccess);
    } catch {
      // The HTTP layer has shown why.
    }
  };
  return (
    <Paper elevation={0} sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {kid.name}的班级
      </Typography>
      {kid.classes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          还没有加入班级：请扫描老师分享的班级二维码加入。
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {kid.classes.map((c) => (
            <Stack key={c.classId} direction="row" alignItems="center" spacing={1.5} data-testid="child-class">
              <Box
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: 2,
                  bgcolor: '#eaf0ff',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <SchoolRoundedIcon color="primary" />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap>{c.className}</Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {c.schoolName} · {c.teacherName}
                </Typography>
              </Box>
              <Button size="small" color="inherit" onClick={() => void leave(c.classId, c.className)}>
                退出班级
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      {confirmDialog}
    </Paper>
  );
}
