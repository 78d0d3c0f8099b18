import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, Card, CardActionArea, CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { mediaUrl } from '../../../platform/media';
import { useActivity } from '../api/activity';
import { H5Page, h5Link, useActivityIdParam } from '../h5/h5-page';

const PdfPreview = lazy(() => import('../../../components/pdf-preview'));

/**
 * /h5/attachment?activityId= — 活动附件 on a phone: the organiser's files (the rules as a PDF, posters); tapping one
 * reads it here, pictures at full width and PDF pages rendered with pdf.js, with 下载 for keeping it.
 */
export default function H5AttachmentPage() {
  const activityId = useActivityIdParam();
  const activity = useActivity(activityId);
  const [open, setOpen] = useState<string | null>(null);
  const back = h5Link('activity', activityId);
  if (activity.isPending) return <PageLoading />;
  if (activity.isError)
    return (
      <H5Page title="活动附件" back={back}>
        <ErrorState onRetry={() => void activity.refetch()} retrying={activity.isFetching} />
      </H5Page>
    );
  const files = activity.data.attachments;
  return (
    <H5Page title="活动附件" back={back}>
      {files.length === 0 && <EmptyState text="本活动没有附件" />}
      {files.map((f) => {
        const pdf = /\.pdf$/i.test(f.url);
        const Icon = pdf ? DescriptionOutlinedIcon : ImageOutlinedIcon;
        const shown = open === f.url;
        return (
          <Card key={f.url} elevation={0} sx={{ borderRadius: 3 }} data-testid="h5-attachment">
            <CardActionArea onClick={() => setOpen(shown ? null : f.url)} aria-expanded={shown}>
              <Stack direction="row" alignItems="center" spacing={1.5} sx={{ p: 2 }}>
                <Icon color="primary" />
                <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                  {f.name}
                </Typography>
                <Typography variant="body2" color="primary">
                  {shown ? '收起' : '查看'}
                </Typography>
              </Stack>
            </CardActionArea>
            {shown && (
              <Box sx={{ px: 2, pb: 2 }}>
                {pdf ? (
                  <Suspense
                    fallback={
                      <Stack alignItems="center" sx={{ py: 4 }}>
                        <CircularProgress size={28} />
                      </Stack>
                    }
                  >
                    <PdfPreview url={mediaUrl(f.url)} maxPages={5} />
                  </Suspense>
                ) : (
                  <Box component="img" src={mediaUrl(f.url)} alt={f.name} sx={{ width: '100%', display: 'block' }} />
                )}
                <Typography
                  component="a"
                  href={mediaUrl(f.url)}
                  download={f.name}
                  target="_blank"
                  rel="noreferrer"
                  variant="body2"
                  sx={{ display: 'block', mt: 1, textAlign: 'center', color: 'primary.main' }}
                >
                  下载
                </Typography>
              </Box>
            )}
          </Card>
        );
      })}
    </H5Page>
  );
}
