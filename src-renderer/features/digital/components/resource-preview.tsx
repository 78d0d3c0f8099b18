import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import ZoomInRoundedIcon from '@mui/icons-material/ZoomInRounded';
import { Box, Button, CircularProgress, Dialog, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { Resource } from '@shared/api/digital';
import { config } from '../../../platform/config';

const MediaPlayer = lazy(() => import('../../../components/media-player').then((m) => ({ default: m.MediaPlayer })));
const PdfPreview = lazy(() => import('../../../components/pdf-preview'));
const OfficePreview = lazy(() => import('../../../components/office-preview'));

/** Server paths are relative to the API host (the desktop app does not share it). */
export const fileUrl = (u: string) => (/^(https?:|blob:|data:)/.test(u) ? u : `${config.apiBase}${u}`);

export const RESOURCE_LABEL: Record<Resource['type'], string> = {
  VIDEO: '视频',
  AUDIO: '音频',
  PICTURE: '图片',
  DOCUMENT: '文档',
  LINK: '链接',
};

const Loading = () => (
  <Stack alignItems="center" sx={{ py: 6 }}>
    <CircularProgress size={28} />
  </Stack>
);

/** One resource, previewed by its type: player, image viewer, PDF, Word/Excel, or an external link. */
export function ResourcePreview({
  resource: r,
}: {
  resource: Pick<Resource, 'id' | 'type' | 'title' | 'url' | 'format'>;
}) {
  const [zoom, setZoom] = useState(false);
  const url = fileUrl(r.url);
  let body: React.ReactNode;
  if (r.type === 'VIDEO' || r.type === 'AUDIO') {
    body = <MediaPlayer key={r.id} kind={r.type === 'VIDEO' ? 'video' : 'audio'} src={url} title={r.title} />;
  } else if (r.type === 'PICTURE') {
    body = (
      <>
        <Box
          component="img"
          src={url}
          alt={r.title}
          onClick={() => setZoom(true)}
          sx={{ width: '100%', borderRadius: 2, cursor: 'zoom-in', display: 'block' }}
        />
        <Button startIcon={<ZoomInRoundedIcon />} onClick={() => setZoom(true)} sx={{ mt: 1 }}>
          查看大图
        </Button>
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
  } else if (r.type === 'DOCUMENT') {
    body =
      r.format === 'pdf' ? (
        <PdfPreview key={r.id} url={url} />
      ) : (
        <OfficePreview key={r.id} url={url} format={r.format} />
      );
  } else {
    body = (
      <Stack spacing={2} alignItems="flex-start" sx={{ py: 2 }}>
        <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {r.url}
        </Typography>
        <Button
          variant="contained"
          disableElevation
          endIcon={<OpenInNewRoundedIcon />}
          href={r.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          打开链接
        </Button>
      </Stack>
    );
  }
  return <Suspense fallback={<Loading />}>{body}</Suspense>;
}
