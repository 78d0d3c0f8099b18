import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Rating,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { Works } from '@shared/api/aicourse';

/** The teacher's marking of one works: stars (0-5) and a comment the parent reads in the unit report. */
export function WorksMarkDialog(props: {
  works: Works;
  studentName: string;
  busy: boolean;
  onSave: (mark: { stars: number; comment: string }) => void;
  onClose: () => void;
}) {
  const [stars, setStars] = useState(props.works.stars);
  const [comment, setComment] = useState(props.works.comment);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>评价{props.studentName}的作品</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" alignItems="center" spacing={1}>
            <Typography>星级</Typography>
            <Rating
              value={stars}
              onChange={(_e, v) => setStars(v ?? 0)}
              size="large"
              slotProps={{ root: { 'aria-label': '星级' } as object }}
            />
          </Stack>
          <TextField
            label="评语"
            multiline
            minRows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            helperText={`${comment.trim().length}/200`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>取消</Button>
        <Button
          variant="contained"
          disabled={props.busy}
          onClick={() => props.onSave({ stars, comment: comment.trim() })}
        >
          保存评价
        </Button>
      </DialogActions>
    </Dialog>
  );
}
