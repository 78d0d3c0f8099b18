import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Box, InputAdornment, Link, TextField, Typography } from '@mui/material';
import { Msg } from '@shared/rules/messages';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { ContactCard } from '../components/contact-card';
import { FaqList } from '../components/faq-list';
import { TopicFilter } from '../components/topic-filter';
import { searchFaqs, TOPICS } from '../faq';

/**
 * 帮助中心 (/help, opened in its own popup window from the teacher shell and the community page; open without
 * signing in): questions by topic (?topic=), a search over every answer (?q=), and how to reach us.
 */
export default function HelpPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const topicId = TOPICS.some((t) => t.id === params.get('topic')) ? params.get('topic')! : 'all';
  const hits = useMemo(
    () => searchFaqs(q, topicId === 'all' || q.trim() ? TOPICS : TOPICS.filter((t) => t.id === topicId)),
    [q, topicId],
  );
  useEffect(() => {
    document.title = '帮助中心 - Classpro';
  }, []);
  const set = (next: { q?: string; topic?: string }) => {
    const out: Record<string, string> = {};
    if (next.q) out.q = next.q;
    if (next.topic && next.topic !== 'all') out.topic = next.topic;
    setParams(out, { replace: true });
  };
  const searching = q.trim().length > 0;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f5f7fb' }}>
      <Box sx={{ background: 'linear-gradient(120deg,#1f4fd1,#3d6be0)', color: '#fff', pt: 4, pb: 5 }}>
        <Box sx={{ maxWidth: 1200, mx: 'auto', px: 3 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, md: 32 } }}>
            帮助中心
          </Typography>
          <Typography sx={{ mt: 1, mb: 2.5, opacity: 0.92 }}>常见问题解答，找不到答案时欢迎联系我们</Typography>
          <TextField
            fullWidth
            value={q}
            onChange={(e) => set({ q: e.target.value, topic: topicId })}
            placeholder="输入关键词，如：忘记密码、兑换、直播回放"
            slotProps={{
              htmlInput: { 'aria-label': '搜索问题' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ maxWidth: 640, bgcolor: '#fff', borderRadius: 2, '& fieldset': { border: 'none' } }}
          />
        </Box>
      </Box>
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: 3,
          py: 3,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 300px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {searching ? (
            <Typography color="text.secondary" sx={{ mb: 2 }} role="status">
              找到 {hits.length} 个与“{q.trim()}”相关的问题
            </Typography>
          ) : (
            <TopicFilter topics={TOPICS} value={topicId} onChange={(topic) => set({ topic })} />
          )}
          {hits.length === 0 ? (
            <EmptyState text="没有找到相关问题，换个关键词试试，或通过右侧方式联系我们" />
          ) : (
            <FaqList
              key={`${q}-${topicId}`}
              hits={hits}
              searching={searching}
              showTopic={searching || topicId === 'all'}
            />
          )}
        </Box>
        <Box>
          <ContactCard />
          <Link component={AppLink} to={paths.accessibility} sx={{ display: 'inline-block', mt: 1.5, ml: 0.5 }}>
            {Msg.accessibilityStatement}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
