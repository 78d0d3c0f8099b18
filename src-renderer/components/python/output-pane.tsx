import { Box, Typography } from '@mui/material';
import type { OutputLine, RunResult } from './python-runtime';

const STATUS: Record<RunResult['status'], string> = {
  ok: '运行完成',
  error: '运行出错',
  stopped: '已停止',
  timeout: '运行超时，已停止',
};

export interface OutputPaneProps {
  lines: OutputLine[];
  /** The finished run (status, error, time), or null while running or before the first run. */
  result: RunResult | null;
  running: boolean;
  minHeight?: number;
  placeholder?: string;
}

/** What a run printed: stdout in the console's colour, stderr and the error in red, then the status and run time. */
export function OutputPane({
  lines,
  result,
  running,
  minHeight = 120,
  placeholder = '点击“运行”查看输出',
}: OutputPaneProps) {
  const empty = !lines.length && !result && !running;
  return (
    <Box
      data-testid="python-output"
      role="log"
      aria-label="输出"
      sx={{
        bgcolor: '#1e2330',
        color: '#e6e9ef',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 13,
        lineHeight: 1.6,
        borderRadius: 1,
        p: 1.5,
        minHeight,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
      }}
    >
      {empty && <Box sx={{ color: '#8a93a6' }}>{placeholder}</Box>}
      {lines.map((l, i) => (
        <Box
          key={i}
          component="div"
          data-stream={l.stream}
          sx={{ color: l.stream === 'stderr' ? '#ff7b72' : 'inherit' }}
        >
          {l.text}
        </Box>
      ))}
      {result?.error && (
        <Box data-stream="error" sx={{ color: '#ff7b72' }}>
          {result.error}
        </Box>
      )}
      {running && <Box sx={{ color: '#8a93a6' }}>运行中…</Box>}
      {result && (
        <Typography
          data-testid="python-run-status"
          variant="caption"
          component="div"
          sx={{ color: result.status === 'ok' ? '#7ee787' : '#ffa657', mt: 1 }}
        >
          {STATUS[result.status]} · 用时 {(result.ms / 1000).toFixed(2)} 秒
        </Typography>
      )}
    </Box>
  );
}
