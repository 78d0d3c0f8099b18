import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { AppBar, Box, Button, Dialog, Stack, Toolbar, Typography } from '@mui/material';
import type { BagItem } from '@shared/api/digital';
import { L } from '../labels';
import { fileUrl, ResourcePreview } from './resource-preview';

/**
 * A lesson-bag item opened over the class, in the page itself (a dialog, not a browser tab), so full screen and the
 * class's tools stay: a player, a picture fitted to the screen, a PDF or office viewer, or the linked page framed.
 */
export function BagViewer({ item, onClose }: { item: BagItem | null; onClose: () => void }) {
  const titleId = 'bag-viewer-title';
  return (
    <Dialog open={!!item} onClose={onClose} fullScreen aria-labelledby={titleId}>
      {item && (
        <>
          <AppBar position="static" color="default" elevation={1}>
            <Toolbar variant="dense" sx={{ gap: 1 }}>
              <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1 }}>
                {item.title}
              </Typography>
              {item.type === 'LINK' && (
                <Button endIcon={<OpenInNewRoundedIcon />} href={item.url} target="_blank" rel="noopener noreferrer">
                  {L.bagOpenOutside}
                </Button>
              )}
              <Button variant="contained" disableElevation onClick={onClose}>
                {L.close}
              </Button>
            </Toolbar>
          </AppBar>
          <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 2, bgcolor: 'grey.100' }}>
            {item.type === 'PICTURE' ? (
              <Box
                component="img"
                src={fileUrl(item.url)}
                alt={item.title}
                sx={{ display: 'block', mx: 'auto', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
              />
            ) : item.type === 'LINK' ? (
              <Stack sx={{ height: '100%' }}>
                <Box
                  component="iframe"
                  src={item.url}
                  title={item.title}
                  sx={{ flex: 1, border: 0, bgcolor: 'background.paper' }}
                />
              </Stack>
            ) : (
              <Box sx={{ maxWidth: item.type === 'AUDIO' ? 720 : 1600, mx: 'auto' }}>
                <ResourcePreview resource={item} />
              </Box>
            )}
          </Box>
        </>
      )}
    </Dialog>
  );
}
