import InboxRounded from '@mui/icons-material/InboxRounded';
import { Box, Pagination, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { ErrorState } from '../../../components/error-state';
import { CATALOG_PAGE_SIZE, type PageOf } from '../api/list-query';

export interface CatalogPageProps<T> {
  title: string;
  subtitle: string;
  useList(pageNum: number): UseQueryResult<PageOf<T>>;
  /** Minimum card width in px. */
  minCard: number;
  render(item: T): ReactNode;
  filters?: ReactNode;
}

/** A catalogue list: title, optional filters, a responsive grid of cards and pages of 12 (page in the URL). */
export function CatalogPage<T>({ title, subtitle, useList, minCard, render, filters }: CatalogPageProps<T>) {
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const q = useList(pageNum);
  const pages = Math.ceil((q.data?.total ?? 0) / CATALOG_PAGE_SIZE);
  return (
    <Box sx={{ pt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} alignItems={{ sm: 'flex-end' }} spacing={2} sx={{ mb: 2.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
            {q.data ? ` · 共 ${q.data.total} 个` : ''}
          </Typography>
        </Box>
        {filters}
      </Stack>
      {q.isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${minCard}px, 1fr))`, gap: 2 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={200} sx={{ borderRadius: 3 }} />
          ))}
        </Box>
      ) : q.isError && !q.data ? (
        <ErrorState onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : !q.data || q.data.list.length === 0 ? (
        <Paper elevation={0} sx={{ py: 10, textAlign: 'center', borderRadius: 4, color: 'text.secondary' }}>
          <InboxRounded sx={{ fontSize: 56, color: 'grey.300' }} />
          <Typography>{Msg.catalogEmpty}</Typography>
        </Paper>
      ) : (
        <Box
          data-testid="catalog-grid"
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, minmax(${minCard}px, 1fr))`,
            gap: 2,
            opacity: q.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {q.data.list.map(render)}
        </Box>
      )}
      {pages > 1 && (
        <Stack alignItems="center" sx={{ mt: 3 }}>
          <Pagination
            count={pages}
            page={pageNum}
            color="primary"
            shape="rounded"
            onChange={(_e, p) => {
              const next = new URLSearchParams(params);
              if (p === 1) next.delete('page');
              else next.set('page', String(p));
              setParams(next);
            }}
          />
        </Stack>
      )}
    </Box>
  );
}
