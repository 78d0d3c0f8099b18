import { Box, Button, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AiCourseApi, type CourseResource } from '@shared/api/aicourse';
import { apiKey } from '../../../api/use-api';
import { callOrStaged } from '../../../api/lessons/staged-call';
import { useStagedMedia } from '../../../api/lessons/use-staged';

/**
 * 学习单 in the classroom's bar: the unit's learning sheet (the page of the course's book for this unit) shown big on
 * the projector, from the copy a lesson made ready on this PC keeps when there is one.
 */
export function LearningSheetButton({ aicourseId, unitId }: { aicourseId: number; unitId: number }) {
  const [open, setOpen] = useState(false);
  const list = useQuery({
    queryKey: apiKey(AiCourseApi.aiCourseResourceList, { aicourseId }),
    queryFn: ({ signal }) => callOrStaged(AiCourseApi.aiCourseResourceList, { aicourseId }, { signal, silent: true }),
    retry: false,
  });
  const sheet = list.data?.find((r) => r.unitId === unitId && r.kind === 'IMAGE');
  if (!sheet) return null;
  return (
    <>
      <Button color="inherit" variant="outlined" onClick={() => setOpen(true)}>
        学习单
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth>
        <DialogTitle sx={{ pr: 6 }}>{sheet.title}</DialogTitle>
        <IconButton aria-label="关闭" onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseRounded />
        </IconButton>
        <DialogContent>{open && <Sheet sheet={sheet} />}</DialogContent>
      </Dialog>
    </>
  );
}

function Sheet({ sheet }: { sheet: CourseResource }) {
  const src = useStagedMedia(sheet.url);
  return (
    <Box sx={{ textAlign: 'center' }}>
      {src && (
        <Box
          component="img"
          src={src}
          alt={sheet.title}
          data-testid="learning-sheet"
          sx={{ maxWidth: '100%', maxHeight: '75vh' }}
        />
      )}
    </Box>
  );
}
