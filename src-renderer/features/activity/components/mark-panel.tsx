import { Box, Button, Slider, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { ReviewItem, ReviewList } from '@shared/api/activity';
import { Msg } from '@shared/rules/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../platform/notify';
import { useMark } from '../api/review';

/**
 * Scores per criterion (0..max, half points) and a comment for one work; the average appears once marked. A total of
 * 0 (the sliders untouched) is sent only once the expert confirms it.
 */
export function MarkPanel(props: {
  item: ReviewItem;
  activityId: number;
  criteria: ReviewList['criteria'];
  expertToken?: string;
  disabled: boolean;
}) {
  const { item } = props;
  const initial = Object.fromEntries(
    props.criteria.map((c) => [c.id, item.myMark?.scores.find((s) => s.criterionId === c.id)?.score ?? 0]),
  );
  const [scores, setScores] = useState<Record<number, number>>(initial);
  const [comment, setComment] = useState(item.myMark?.comment ?? '');
  const mark = useMark(props.expertToken);
  const total = props.criteria.reduce((n, c) => n + (scores[c.id] ?? 0), 0);
  const [confirmZero, setConfirmZero] = useState(false);
  const save = async () => {
    setConfirmZero(false);
    try {
      await mark.mutateAsync({
        activityId: props.activityId,
        workId: item.workId,
        scores: props.criteria.map((c) => ({ criterionId: c.id, score: scores[c.id] ?? 0 })),
        comment: comment.trim(),
      });
      notify.success(Msg.activityMarked);
    } catch {
      // The HTTP layer has shown why (a closed review window says so).
    }
  };
  return (
    <Stack spacing={1.5}>
      {props.criteria.map((c) => (
        <Box key={c.id}>
          <Typography variant="body2">
            {c.name}：{scores[c.id] ?? 0} / {c.maxScore}
          </Typography>
          <Slider
            value={scores[c.id] ?? 0}
            min={0}
            max={c.maxScore}
            step={0.5}
            disabled={props.disabled}
            onChange={(_e, v) => setScores((s) => ({ ...s, [c.id]: v as number }))}
            slotProps={{ input: { 'aria-label': `${c.name}得分` } }}
          />
        </Box>
      ))}
      <TextField
        label="评语"
        multiline
        minRows={2}
        value={comment}
        disabled={props.disabled}
        onChange={(e) => setComment(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Stack direction="row" alignItems="center" spacing={2}>
        <Typography sx={{ flex: 1 }} data-testid="mark-total">
          合计 {total} 分{item.averageScore != null ? ` · 专家平均 ${item.averageScore} 分` : ''}
        </Typography>
        <Button
          variant="contained"
          disabled={props.disabled || mark.isPending}
          onClick={() => (total === 0 ? setConfirmZero(true) : void save())}
        >
          {item.myMark ? '修改评分' : '提交评分'}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirmZero}
        title={Msg.activityZeroScoreTitle}
        message={Msg.activityZeroScoreHint}
        confirmText="确定0分"
        cancelText="返回评分"
        onConfirm={() => void save()}
        onCancel={() => setConfirmZero(false)}
      />
    </Stack>
  );
}
