import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { WorkedExample } from '@shared/api/reader';
import { AppLink } from '../../../components/app-link';
import { READER_PREFIX } from '../../../config/paths';
import { HIDDEN, nextLabel, nextStep, showAll } from '../lib/steps';
import { SectionCard } from './section-card';

/**
 * One worked example: the problem, then its solution step by step (看下一步 reveals one more, then the answer;
 * 显示全部 everything at once) and the page of the book it belongs to.
 */
export function WorkedExampleCard({ no, example: e, bookId }: { no: number; example: WorkedExample; bookId: number }) {
  const [reveal, setReveal] = useState(HIDDEN);
  const total = e.steps.length;
  const next = nextLabel(reveal, total);
  return (
    <SectionCard label={`例${no} ${e.title}`}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Chip size="small" color="primary" label={`例${no}`} />
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16, flex: 1, minWidth: 0 }}>
          {e.title}
        </Typography>
      </Stack>
      <Typography sx={{ lineHeight: 1.8 }}>{e.problem}</Typography>
      {e.page !== null && (
        <Link
          component={AppLink}
          to={`${READER_PREFIX}/bookRead?bookId=${bookId}&page=${e.page}`}
          variant="body2"
          underline="none"
          sx={{ display: 'inline-block', mt: 0.5 }}
        >
          教材第 {e.page} 页
        </Link>
      )}
      {reveal.shown > 0 && (
        <Box
          component="ol"
          aria-label="解题步骤"
          sx={{ m: 0, mt: 1.5, p: 1.5, pl: 4, bgcolor: '#f6f8fb', borderRadius: 2 }}
        >
          {e.steps.slice(0, reveal.shown).map((s, i) => (
            <Typography component="li" key={i} variant="body2" sx={{ lineHeight: 1.8 }}>
              {s}
            </Typography>
          ))}
        </Box>
      )}
      {reveal.answer && (
        <Box role="note" aria-label="答案" sx={{ mt: 1.5, p: 1.5, bgcolor: '#eef8f0', borderRadius: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'success.dark' }}>
            答案
          </Typography>
          <Typography variant="body2" sx={{ lineHeight: 1.8 }}>
            {e.answer}
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {reveal.answer ? `共 ${total} 步` : `已看 ${reveal.shown}/${total} 步`}
        </Typography>
        {next ? (
          <>
            <Button size="small" onClick={() => setReveal(showAll(total))}>
              显示全部
            </Button>
            <Button
              size="small"
              variant="contained"
              disableElevation
              onClick={() => setReveal((r) => nextStep(r, total))}
            >
              {next}
            </Button>
          </>
        ) : (
          <Button size="small" onClick={() => setReveal(HIDDEN)}>
            收起解答
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
