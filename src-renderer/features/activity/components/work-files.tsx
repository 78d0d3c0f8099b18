import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { Box, Button, Card, CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { WorkFile } from '@shared/api/activity';
import { mediaUrl } from '../../../platform/media';

// The player and pdf.js load only when a work has a video or a document.
const MediaPlayer = lazy(() => import('../../../components/media-player').then((m) => ({ default: m.MediaPlayer })));
const PdfPreview = lazy(() => import('../../../components/pdf-preview'));

const loading = (
  <Box sx={{ py: 4, display: 'grid', placeItems: 'center' }}>
    <CircularProgress size={28} />
  </Box>
);

/** A small tile of a work file in a form or a list: the picture, or an icon and the file's name. */
export function WorkFileThumb({ file, size = 96 }: { file: Pick<WorkFile, 'kind' | 'url' | 'name'>; size?: number }) {
  const h = Math.round((size * 3) / 4);
  if (file.kind === 'IMAGE')
    return (
      <Box
        component="img"
        src={mediaUrl(file.url)}
        alt={file.name}
        data-testid="work-file"
        sx={{ width: size, height: h, objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
    );
  const Icon = file.kind === 'VIDEO' ? MovieOutlinedIcon : DescriptionOutlinedIcon;
  return (
    <Stack
      data-testid="work-file"
      alignItems="center"
      justifyContent="center"
      sx={{ width: size, height: h, borderRadius: 1, bgcolor: 'grey.100', px: 0.5, color: 'text.secondary' }}
    >
      <Icon />
      <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
        {file.name || (file.kind === 'VIDEO' ? '视频' : '文档')}
      </Typography>
    </Stack>
  );
}

/** A work's files at full size: pictures, videos in the product's player, PDF documents rendered with pdf.js. */
export function WorkFiles({ files, title }: { files: WorkFile[]; title: string }) {
  return (
    <Stack spacing={2}>
      {files.map((f) => {
        if (f.kind === 'IMAGE')
          return (
            <Box
              key={f.url}
              component="img"
              src={mediaUrl(f.url)}
              alt={f.name || title}
              data-testid="work-image"
              sx={{ width: '100%', borderRadius: 3, bgcolor: '#fff', display: 'block' }}
            />
          );
        if (f.kind === 'VIDEO')
          return (
            <Box key={f.url} data-testid="work-video">
              <Suspense fallback={loading}>
                <MediaPlayer kind="video" src={mediaUrl(f.url)} title={f.name || title} />
              </Suspense>
            </Box>
          );
        return (
          <Card key={f.url} elevation={0} sx={{ p: 2, borderRadius: 3 }} data-testid="work-document">
            <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
              <DescriptionOutlinedIcon color="action" />
              <Typography sx={{ flex: 1, fontWeight: 600 }} noWrap>
                {f.name || '文档'}
              </Typography>
              <Button size="small" endIcon={<OpenInNewRoundedIcon />} href={mediaUrl(f.url)} target="_blank">
                打开
              </Button>
            </Stack>
            <Suspense fallback={loading}>
              <PdfPreview url={mediaUrl(f.url)} maxPages={2} />
            </Suspense>
          </Card>
        );
      })}
    </Stack>
  );
}
