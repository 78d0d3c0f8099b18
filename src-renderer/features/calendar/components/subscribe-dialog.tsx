import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { FEED_DAYS_AFTER, FEED_DAYS_BEFORE } from '@shared/api/calendar';
import { Msg } from '@shared/rules/messages';
import { beijing } from '../../../platform/dayjs';
import { notify } from '../../../platform/notify';
import { feedUrl, useFeedState, useResetFeed } from '../api/calendar';

/**
 * 订阅日历: a private link a calendar app (iPhone, Outlook, Google) polls. The server keeps only the link's hash, so
 * the link is shown once, when it is made; 重置链接 makes a new one and the old one stops at once.
 */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const state = useFeedState();
  const reset = useResetFeed();
  const [url, setUrl] = useState<string | null>(null);
  const make = () =>
    reset.mutate(undefined, {
      onSuccess: (link) => {
        setUrl(feedUrl(link));
        notify.success(Msg.calendarFeedReset);
      },
    });
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    notify.success(Msg.calendarFeedCopied);
  };
  const active = state.data?.active ?? false;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>订阅日历</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`在手机或电脑的日历应用（iPhone 日历、Outlook、Google 日历等）中选择“添加订阅日历”并粘贴链接，即可自动同步过去 ${FEED_DAYS_BEFORE / 7} 周和未来 ${FEED_DAYS_AFTER / 7} 周的教学安排（北京时间）。`}
        </Typography>
        {state.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : url ? (
          <>
            <TextField
              fullWidth
              size="small"
              label="订阅链接"
              value={url}
              slotProps={{
                htmlInput: { readOnly: true, 'data-testid': 'feed-url' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label="复制链接" onClick={() => void copy()} edge="end">
                        <ContentCopyRoundedIcon fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Alert severity="warning" sx={{ mt: 2 }}>
              链接相当于密码，只显示这一次，请勿分享给他人。如链接泄露，请点击“重置链接”。
            </Alert>
          </>
        ) : active ? (
          <Alert severity="info">
            订阅链接已于 {beijing(state.data!.createdAt!).format('YYYY年M月D日 HH:mm')}{' '}
            生成。为保护隐私，链接只在生成时显示一次；如需重新获取或链接已泄露，请重置链接，旧链接将立即失效。
          </Alert>
        ) : (
          <Alert severity="info">还没有订阅链接，点击“生成订阅链接”创建一个。</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
        <Button variant="contained" disableElevation onClick={make} disabled={reset.isPending || state.isPending}>
          {active || url ? '重置链接' : '生成订阅链接'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
