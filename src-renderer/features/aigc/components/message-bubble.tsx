import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { Avatar, Box, Typography } from '@mui/material';
import { keyframes } from '@mui/system';

const blink = keyframes`50% { opacity: 0; }`;

/** One message: the user's on the right, the assistant's on the left with its avatar; a cursor while it streams. */
export function MessageBubble(p: {
  role: 'user' | 'assistant';
  content: string;
  streaming?: boolean;
  failed?: boolean;
}) {
  const mine = p.role === 'user';
  return (
    <Box
      data-testid={mine ? 'question' : 'answer'}
      sx={{ display: 'flex', gap: 1.5, justifyContent: mine ? 'flex-end' : 'flex-start', alignItems: 'flex-start' }}
    >
      {!mine && (
        <Avatar sx={{ bgcolor: 'primary.main', width: 34, height: 34 }} aria-hidden>
          <SmartToyOutlined fontSize="small" />
        </Avatar>
      )}
      <Box sx={{ maxWidth: { xs: '85%', md: '72%' } }}>
        <Box
          sx={{
            px: 2,
            py: 1.25,
            borderRadius: 3,
            borderTopRightRadius: mine ? 4 : undefined,
            borderTopLeftRadius: mine ? undefined : 4,
            bgcolor: mine ? 'primary.main' : 'background.paper',
            color: mine ? 'primary.contrastText' : 'text.primary',
            boxShadow: mine ? 'none' : '0 1px 3px rgba(15, 23, 42, 0.08)',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            lineHeight: 1.75,
            fontSize: 15,
          }}
        >
          {p.content}
          {p.streaming && (
            <Box
              component="span"
              aria-label="正在回答"
              sx={{
                display: 'inline-block',
                width: 8,
                height: 16,
                ml: 0.5,
                bgcolor: 'primary.main',
                verticalAlign: 'text-bottom',
                animation: `${blink} 1s step-end infinite`,
              }}
            />
          )}
        </Box>
        {p.failed && (
          <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
            回答已中断
          </Typography>
        )}
      </Box>
    </Box>
  );
}
