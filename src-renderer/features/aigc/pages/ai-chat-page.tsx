import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { Alert, Avatar, Box, Chip, Drawer, IconButton, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../config/paths';
import { notify } from '../../../platform/notify';
import { AI_KEY, useConversations, useMessages, useWelcome } from '../api/aigc';
import { Composer } from '../components/composer';
import { ConversationList } from '../components/conversation-list';
import { MessageBubble } from '../components/message-bubble';
import { ask } from '../lib/ask';

/** The exchange being asked now: shown from local state until the server's copy is read back. */
interface Pending {
  question: string;
  answer: string;
  streaming: boolean;
  /** The ids the server gave the two messages (hidden from its list while this is shown). */
  ids: number[];
}

const SIDE = 280;

/** /AIChat: the AI assistant for teachers and students — welcome, streamed answers, history (issue 12). */
export default function AiChatPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('c')) || null;
  const select = (id: number | null) => setParams(id ? { c: String(id) } : {}, { replace: true });
  const welcome = useWelcome();
  const history = useConversations();
  const [pending, setPending] = useState<Pending | null>(null);
  const messages = useMessages(selected, pending !== null);
  const [drawer, setDrawer] = useState(false);
  const stopper = useRef<AbortController | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('md'));
  const configured = welcome.data?.configured ?? true;

  // A block body: scroll methods return a promise in newer Chromium, and an effect may return only a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [pending?.answer, messages.data, selected]);
  useEffect(() => () => stopper.current?.abort(), []);

  async function send(question: string) {
    const stop = new AbortController();
    stopper.current = stop;
    setPending({ question, answer: '', streaming: true, ids: [] });
    try {
      await ask(
        { conversationId: selected ?? undefined, content: question },
        {
          onMeta: (m) => {
            setPending((p) => p && { ...p, ids: [m.questionId, m.answerId] });
            if (m.conversationId !== selected) select(m.conversationId);
          },
          onDelta: (text) => setPending((p) => p && { ...p, answer: p.answer + text }),
        },
        stop.signal,
      );
    } catch (err) {
      if (!stop.signal.aborted) notify.error(err instanceof Error ? err.message : String(err));
    } finally {
      stopper.current = null;
      setPending((p) => p && { ...p, streaming: false });
      // Read the server's copy (what it kept, stopped answers included), then drop the local one.
      await qc.invalidateQueries({ queryKey: AI_KEY });
      setPending(null);
    }
  }

  const shown = (messages.data ?? []).filter((m) => !pending?.ids.includes(m.id));
  const empty = !selected && !pending;
  const side = (
    <ConversationList
      items={history.data}
      selected={selected}
      busy={pending !== null}
      onSelect={(id) => {
        select(id);
        setDrawer(false);
      }}
    />
  );

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f4f6fb' }}>
      <Paper
        square
        elevation={0}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <IconButton aria-label="返回" onClick={() => navigate(paths.root)}>
          <ArrowBackRounded />
        </IconButton>
        {!wide && (
          <IconButton aria-label="历史对话" onClick={() => setDrawer(true)}>
            <HistoryRounded />
          </IconButton>
        )}
        <Avatar sx={{ bgcolor: 'primary.main', width: 30, height: 30 }} aria-hidden>
          <SmartToyOutlined fontSize="small" />
        </Avatar>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
          AI 助手
        </Typography>
      </Paper>
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {wide ? (
          <Box
            component="nav"
            sx={{ width: SIDE, flexShrink: 0, bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' }}
          >
            {side}
          </Box>
        ) : (
          <Drawer open={drawer} onClose={() => setDrawer(false)} slotProps={{ paper: { sx: { width: SIDE } } }}>
            {side}
          </Drawer>
        )}
        <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
            <Stack spacing={2.5} sx={{ maxWidth: 880, mx: 'auto' }}>
              {!configured && <Alert severity="warning">{Msg.aiNotConfigured}</Alert>}
              {empty && welcome.data && configured && (
                <Box data-testid="ai-welcome" sx={{ textAlign: 'center', pt: { xs: 2, md: 6 } }}>
                  <Avatar sx={{ bgcolor: 'primary.main', width: 64, height: 64, mx: 'auto', mb: 2 }} aria-hidden>
                    <SmartToyOutlined fontSize="large" />
                  </Avatar>
                  <Typography sx={{ fontSize: 17, lineHeight: 1.8, maxWidth: 620, mx: 'auto', mb: 3 }}>
                    {welcome.data.content}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, justifyContent: 'center' }}>
                    {welcome.data.suggestions.map((s) => (
                      <Chip
                        key={s}
                        label={s}
                        variant="outlined"
                        clickable
                        onClick={() => void send(s)}
                        sx={{
                          bgcolor: 'background.paper',
                          height: 'auto',
                          py: 0.75,
                          '& .MuiChip-label': { whiteSpace: 'normal' },
                        }}
                      />
                    ))}
                  </Box>
                </Box>
              )}
              {shown.map((m) => (
                <MessageBubble key={m.id} role={m.role} content={m.content} failed={m.status === 'FAILED'} />
              ))}
              {pending && (
                <>
                  <MessageBubble role="user" content={pending.question} />
                  <MessageBubble role="assistant" content={pending.answer} streaming={pending.streaming} />
                </>
              )}
              <div ref={end} />
            </Stack>
          </Box>
          <Box sx={{ px: { xs: 2, md: 4 }, pb: 2.5 }}>
            <Box sx={{ maxWidth: 880, mx: 'auto' }}>
              <Composer
                disabled={!configured}
                streaming={pending?.streaming ?? false}
                onSend={(q) => void send(q)}
                onStop={() => stopper.current?.abort()}
              />
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', textAlign: 'center', mt: 1 }}
              >
                AI 生成的内容仅供参考，请老师和同学们注意甄别
              </Typography>
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
