import ZoomInRoundedIcon from '@mui/icons-material/ZoomInRounded';
import { Alert, Box, Button, CircularProgress, Dialog, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { ResourceInfo } from '@shared/api/resources';
import { mediaUrl } from '../../../platform/media';

const MediaPlayer = lazy(() => import('../../../components/media-player').then((m) => ({ default: m.MediaPlayer })));
const PdfPreview = lazy(() => import('../../../components/pdf-preview'));
const OfficePreview = lazy(() => import('../../../components/office-preview'));

const Loading = () => (
  <Stack alignItems="center" sx={{ py: 6 }}>
    <CircularProgress size={28} />
  </Stack>
);

/** Previews a resource's file in place by its format: pdf.js, the media player, a picture, Word or Excel. */
export function FilePreview({ r }: { r: ResourceInfo & { fileUrl: string } }) {
  const [zoom, setZoom] = useState(false);
  const url = mediaUrl(r.fileUrl);
  let body: React.ReactNode;
  if (r.format === 'pdf') body = <PdfPreview key={r.id} url={url} maxPages={20} />;
  else if (r.format === 'docx' || r.format === 'xlsx') body = <OfficePreview key={r.id} url={url} format={r.format} />;
  else if (r.format === 'mp4' || r.format === 'webm') body = <MediaPlayer kind="video" src={url} title={r.title} />;
  else if (r.format === 'mp3' || r.format === 'wav')
    body = (
      <Box sx={{ py: 3, maxWidth: 560, mx: 'auto' }}>
        <MediaPlayer kind="audio" src={url} title={r.title} />
      </Box>
    );
  else if (r.format === 'pptx')
    body = <Alert severity="info">PPT 课件暂不支持在线预览，请下载后使用 PowerPoint 或 WPS 打开。</Alert>;
  else
    body = (
      <>
        <Box
          component="img"
          src={url}
          alt={r.title}
          onClick={() => setZoom(true)}
          sx={{ maxWidth: '100%', maxHeight: 560, borderRadius: 1, cursor: 'zoom-in', display: 'block', mx: 'auto' }}
        />
        <Stack alignItems="center">
          <Button startIcon={<ZoomInRoundedIcon />} onClick={() => setZoom(true)} sx={{ mt: 1 }}>
            查看大图
          </Button>
        </Stack>
        <Dialog open={zoom} onClose={() => setZoom(false)} maxWidth="xl">
          <Box
            component="img"
            src={url}
            alt={r.title}
            onClick={() => setZoom(false)}
            sx={{ display: 'block', maxWidth: '100%' }}
          />
        </Dialog>
      </>
    );
  return <Suspense fallback={<Loading />}>{body}</Suspense>;
}
