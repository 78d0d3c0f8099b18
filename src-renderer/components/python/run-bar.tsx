import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import { Alert, Button, Stack, Typography } from '@mui/material';

/**
 * The Python practice screens' toolbar (the practice page and a training's doing view): the file's name, then
 * 运行 / 停止 / 重置 / 检查. 运行 and 检查 wait for the runtime; 停止 only while a run is going.
 */
export function RunBar({
  fileName,
  ready,
  running,
  onRun,
  onStop,
  onReset,
  onCheck,
}: {
  fileName: string;
  ready: boolean;
  running: boolean;
  onRun: () => void;
  onStop: () => void;
  onReset: () => void;
  onCheck: () => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
        {fileName}
      </Typography>
      <Button variant="contained" startIcon={<PlayArrowRounded />} disabled={!ready || running} onClick={onRun}>
        运行
      </Button>
      <Button variant="outlined" color="error" startIcon={<StopRounded />} disabled={!running} onClick={onStop}>
        停止
      </Button>
      <Button variant="outlined" startIcon={<RestartAltRounded />} disabled={running} onClick={onReset}>
        重置
      </Button>
      <Button
        variant="contained"
        color="success"
        startIcon={<TaskAltRounded />}
        disabled={!ready || running}
        onClick={onCheck}
      >
        检查
      </Button>
    </Stack>
  );
}

/** The check's verdict: 通过：… or 未通过：… */
export function CheckVerdict({ verdict }: { verdict: { passed: boolean; reason: string } }) {
  return (
    <Alert
      data-testid="python-verdict"
      severity={verdict.passed ? 'success' : 'error'}
      icon={verdict.passed ? <CheckCircleRounded /> : undefined}
    >
      {verdict.passed ? `通过：${verdict.reason}` : `未通过：${verdict.reason}`}
    </Alert>
  );
}
