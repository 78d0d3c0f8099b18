import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';

/** What an action's outcome page says, by `type`. Unknown types read as a plain success. */
const RESULTS: Record<string, { title: string; detail: string }> = {
  profile: { title: '修改成功', detail: '你的昵称已更新。' },
  joined: { title: '加入成功', detail: '孩子已加入班级，可以在家长中心查看班级和课程。' },
  submitted: { title: '提交成功', detail: '作业已提交，老师批改后可以在学习报告里看到评语。' },
};

/** /parent/result?type=: the outcome page of a parent's action, with the way back to the parent's home. */
export default function ParentResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const r = RESULTS[params.get('type') ?? ''] ?? { title: '操作成功', detail: '' };
  return (
    <Box sx={{ minHeight: 'calc(100vh - 60px)', bgcolor: '#f3f6fc', display: 'flex', justifyContent: 'center' }}>
      <Stack spacing={2} alignItems="center" sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <CheckCircleRoundedIcon color="success" sx={{ fontSize: 72 }} />
        <Typography variant="h5" data-testid="result-title">
          {r.title}
        </Typography>
        {r.detail && <Typography color="text.secondary">{r.detail}</Typography>}
        <Button variant="contained" size="large" onClick={() => navigate(paths.parentIndex, { replace: true })}>
          返回家长中心
        </Button>
      </Stack>
    </Box>
  );
}
