import { Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { config } from '../../../platform/config';
import { useOfficeDocument } from '../api/reader-extras';
import { QueryError } from '../components/query-error';
import { FORMAT_LABEL, officeSource } from '../lib/office-source';
import { idParam } from '../lib/query-ids';

// The renderers (pdf.js, docx-preview, exceljs) load only when a document is opened.
const PdfPreview = lazy(() => import('../../../components/pdf-preview'));
const OfficePreview = lazy(() => import('../../../components/office-preview'));

const Loading = () => (
  <Stack alignItems="center" sx={{ py: 8 }}>
    <CircularProgress size={28} />
  </Stack>
);

/** Server paths are relative to the API host (the desktop app does not share it). */
const fileUrl = (u: string) => (/^https?:/.test(u) ? u : `${config.apiBase}${u}`);

/**
 * 文档预览: a book's document (`?resourceId=`) or a file this server serves (`?url=/files/…`): Word as HTML, Excel as
 * tables, PDF as pages.
 */
export default function OfficeViewPage() {
  const [params] = useSearchParams();
  const resourceId = idParam(params, 'resourceId');
  const direct = resourceId ? null : officeSource(params.get('url'), params.get('format'));
  const q = useOfficeDocument(resourceId);
  if (direct)
    return (
      <Viewer
        title={params.get('title') || decodeURIComponent(direct.url.split('?')[0]!.split('/').pop() ?? '')}
        subtitle=""
        url={direct.url}
        format={direct.format}
      />
    );
  if (!resourceId) return <EmptyState text="文档地址无效，无法预览" />;
  if (q.isPending) return <Loading />;
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  return <Viewer title={d.title} subtitle={`${d.bookTitle} · ${d.lessonTitle}`} url={d.url} format={d.format} />;
}

function Viewer({ title, subtitle, url, format }: { title: string; subtitle: string; url: string; format: string }) {
  return (
    <Box>
      <Box sx={{ px: 2, py: 1.5, bgcolor: '#fff', borderBottom: '1px solid #e8edf3' }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, flex: 1, minWidth: 0 }} noWrap>
            {title}
          </Typography>
          <Chip size="small" color="primary" variant="outlined" label={FORMAT_LABEL[format] ?? format} />
        </Stack>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {subtitle}
          </Typography>
        )}
      </Box>
      <Box sx={{ p: 1.5 }}>
        <Suspense fallback={<Loading />}>
          {format === 'pdf' ? (
            <PdfPreview url={fileUrl(url)} maxPages={5} />
          ) : (
            <OfficePreview url={fileUrl(url)} format={format} />
          )}
        </Suspense>
      </Box>
    </Box>
  );
}
