import { Chip } from '@mui/material';

/** The runtime's state for the screen's header: loading, ready (with the start-up time) or failed. */
export function RuntimeStatus({
  ready,
  readyMs,
  failed,
}: {
  ready: boolean;
  readyMs: number | null;
  failed: string | null;
}) {
  if (failed) return <Chip size="small" color="error" label="Python 加载失败，请刷新重试" />;
  if (!ready) return <Chip size="small" label="Python 环境加载中…" data-testid="python-status" />;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      data-testid="python-status"
      data-ready-ms={readyMs ?? 0}
      label={`Python 已就绪（加载用时 ${((readyMs ?? 0) / 1000).toFixed(1)} 秒）`}
    />
  );
}
