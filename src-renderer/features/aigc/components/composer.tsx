import SendRounded from '@mui/icons-material/SendRounded';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { Box, Button, InputBase, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { AI_MESSAGE_MAX } from '@shared/api/aigc';

/** The question box: Enter sends, Shift+Enter starts a new line; 停止 while an answer streams. */
export function Composer(p: {
  disabled: boolean;
  streaming: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}) {
  const [text, setText] = useState('');
  const length = [...text].length;
  const tooLong = length > AI_MESSAGE_MAX;
  const canSend = !p.disabled && !p.streaming && text.trim().length > 0 && !tooLong;
  const send = () => {
    if (!canSend) return;
    p.onSend(text.trim());
    setText('');
  };
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <InputBase
        multiline
        minRows={2}
        maxRows={8}
        value={text}
        disabled={p.disabled}
        placeholder={p.disabled ? 'AI 助手尚未配置，暂时不能提问' : '输入你的问题，Enter 发送，Shift+Enter 换行'}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        inputProps={{ 'aria-label': '输入问题' }}
        sx={{ px: 1, fontSize: 15 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="caption" color={tooLong ? 'error' : 'text.secondary'} data-testid="question-length">
          {length}/{AI_MESSAGE_MAX}
        </Typography>
        {p.streaming ? (
          <Button variant="outlined" color="inherit" startIcon={<StopCircleOutlined />} onClick={p.onStop}>
            停止
          </Button>
        ) : (
          <Button variant="contained" disableElevation endIcon={<SendRounded />} disabled={!canSend} onClick={send}>
            发送
          </Button>
        )}
      </Box>
    </Paper>
  );
}
