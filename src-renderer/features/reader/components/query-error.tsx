import { Alert, Button } from '@mui/material';
import { Msg } from '@shared/rules/messages';
import { ApiError } from '../../../platform/http';

/**
 * A refused or failed load, said on the screen: the server's own message for a refusal (你不在这个班级中,
 * 您还没有这本教材，请先兑换 ...), 加载失败 with 重试 for a network failure.
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const refused = error instanceof ApiError && error.code >= 400 && error.code < 900 && error.message;
  return (
    <Alert
      severity={refused ? 'warning' : 'error'}
      sx={{ m: 2 }}
      action={
        !refused && onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {Msg.retry}
          </Button>
        ) : undefined
      }
    >
      {refused ? error.message : Msg.listLoadFailed}
    </Alert>
  );
}
