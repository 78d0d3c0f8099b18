import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { PresetFile } from '@shared/api/training';

/** The instructions (one paragraph a line) and the numbered steps of a training. */
export function InstructionsAndSteps({ instructions, steps }: { instructions: string; steps: string[] }) {
  return (
    <Stack spacing={2}>
      <Stack spacing={1} data-testid="training-instructions">
        {instructions.split('\n').map((p) => (
          <Typography key={p} variant="body2" sx={{ lineHeight: 1.8 }}>
            {p}
          </Typography>
        ))}
      </Stack>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          实验步骤
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }} aria-label="实验步骤">
          {steps.map((s, i) => (
            <Box component="li" key={s} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <Box
                sx={{
                  width: 22,
                  height: 22,
                  flex: 'none',
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: '#fff',
                  fontSize: 12,
                  display: 'grid',
                  placeItems: 'center',
                  mt: 0.25,
                }}
              >
                {i + 1}
              </Box>
              <Typography variant="body2" sx={{ lineHeight: 1.7 }}>
                {s}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}

/** A preset file: its name, a preview of text content (or a download for a workbook), and an action. */
export function PresetFileView({
  f,
  action,
  maxHeight = 180,
}: {
  f: PresetFile;
  action?: ReactNode;
  maxHeight?: number;
}) {
  return (
    <Box>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mb: 0.5 }}>
        <DescriptionOutlined fontSize="small" color="action" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {f.name}
        </Typography>
        {f.overridden && <Chip size="small" color="warning" variant="outlined" label="本班已修改" />}
        <Box sx={{ flex: 1 }} />
        {action}
        {f.url && (
          <Button size="small" startIcon={<DownloadRounded />} href={f.url} download={f.name}>
            下载
          </Button>
        )}
      </Stack>
      {f.content !== undefined && (
        <Box
          component="pre"
          // It scrolls: keyboard users reach it with Tab and scroll it with the arrow keys.
          tabIndex={0}
          aria-label={f.name}
          sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, maxHeight, overflow: 'auto' }}
        >
          {f.content}
        </Box>
      )}
    </Box>
  );
}
