import {
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { ReviewDetail } from '@shared/api/authoring';
import { LectureNoteArticle } from '../../../components/lecture-note-article';
import { useNoteEdition } from '../api/authoring';
import { fmtTime } from '../labels';
import { ListButton } from '../../../components/list-button';

/**
 * 历史版本: every approved edition of a lesson's note, newest first (who approved it and when); choosing one shows
 * it as teachers read it then. Editions are kept for good: approving a new one never rewrites them.
 */
export function EditionHistory({ taskId, history }: { taskId: number; history: ReviewDetail['history'] }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(0);
  const edition = chosen || history[0]?.edition || 0;
  const content = useNoteEdition(open ? taskId : 0, edition);
  return (
    <>
      <Button variant="text" disabled={!history.length} onClick={() => setOpen(true)}>
        历史版本（{history.length}）
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="lg" aria-labelledby="edition-history">
        <DialogTitle id="edition-history">历史版本</DialogTitle>
        <DialogContent dividers>
          <Stack direction="row" spacing={2} alignItems="flex-start">
            <List aria-label="版本列表" sx={{ width: 260, flexShrink: 0 }}>
              {history.map((e) => (
                <ListButton
                  key={e.edition}
                  selected={e.edition === edition}
                  onClick={() => setChosen(e.edition)}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText
                    primary={`第 ${e.edition} 版${e.edition === history[0]?.edition ? '（当前）' : ''}`}
                    secondary={`${fmtTime(e.approvedAt)}${e.approverName ? ` · ${e.approverName}` : ''}`}
                  />
                </ListButton>
              ))}
            </List>
            <Card variant="outlined" sx={{ flex: 1, minWidth: 0, borderRadius: 3, p: 3, minHeight: 320 }}>
              {content.data ? (
                <Box data-testid="edition-content">
                  <Typography variant="h6" sx={{ mb: 1 }}>
                    {content.data.title}
                  </Typography>
                  <LectureNoteArticle html={content.data.html} title={`第 ${content.data.edition} 版`} />
                </Box>
              ) : (
                <Typography color="text.secondary">正在加载…</Typography>
              )}
            </Card>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>关闭</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
