import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ResourceInfo } from '@shared/api/resources';
import { fileSizeText, RESOURCE_KIND_LABEL } from '@shared/rules/resources';
import { mediaUrl } from '../../../platform/media';
import { timeText } from '../labels';
import { FilePreview } from './file-preview';
import { KindIcon } from './kind-icon';

/**
 * A resource's page body: its badge, title and facts, the actions the caller may take, and the file previewed in
 * place (or `noFile`, saying why there is none). Used by the library, the region's catalogue and the students.
 */
export function ResourceDetail({ r, actions, noFile }: { r: ResourceInfo; actions?: ReactNode; noFile?: ReactNode }) {
  const facts = [
    [r.catalog === 'REGION' ? '提供方' : '上传者', r.uploaderName],
    ['文件', `${r.format.toUpperCase()} · ${fileSizeText(r.size)}`],
    ['上传时间', timeText(r.createdAt)],
    ['收藏', `${r.favorites} 人`],
  ];
  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <KindIcon format={r.format} size={72} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
              {r.title}
            </Typography>
            <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
              <Chip size="small" color="primary" label={RESOURCE_KIND_LABEL[r.kind]} />
              <Chip size="small" label={r.subject} />
              <Chip size="small" label={r.grade} />
              {r.mine && r.visibility === 'PRIVATE' && <Chip size="small" label="仅自己可见" />}
            </Stack>
            <Stack direction="row" useFlexGap flexWrap="wrap" columnGap={3} rowGap={0.5}>
              {facts.map(([k, v]) => (
                <Typography key={k} variant="body2" color="text.secondary">
                  {k}：
                  <Box component="span" sx={{ color: 'text.primary' }}>
                    {v}
                  </Box>
                </Typography>
              ))}
            </Stack>
            {r.description && (
              <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary', whiteSpace: 'pre-wrap' }}>
                {r.description}
              </Typography>
            )}
            {r.sharedClasses.length > 0 && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                已分享到：{r.sharedClasses.map((c) => c.className).join('、')}
              </Typography>
            )}
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 2 }}>
              {actions}
              {r.fileUrl && (
                <Button
                  variant="outlined"
                  startIcon={<DownloadRoundedIcon />}
                  href={mediaUrl(r.fileUrl)}
                  download={`${r.title}.${r.format}`}
                >
                  下载
                </Button>
              )}
            </Stack>
          </Box>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, borderRadius: 2, bgcolor: 'grey.50' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          资源预览
        </Typography>
        {r.fileUrl ? (
          <Box sx={{ maxWidth: 900, mx: 'auto' }}>
            <FilePreview r={{ ...r, fileUrl: r.fileUrl }} />
          </Box>
        ) : (
          noFile
        )}
      </Paper>
    </Stack>
  );
}
