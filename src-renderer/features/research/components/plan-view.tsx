import { bookTitle } from '@shared/rules/book-title';
import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { Avatar, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { LessonPlan } from '@shared/api/research';
import { Msg } from '@shared/rules/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { beijing } from '../../../platform/dayjs';
import { mediaUrl } from '../../../platform/media';
import { notify } from '../../../platform/notify';
import { useDeletePlan } from '../api/research';
import { personName } from '../labels';
import { PlanComments } from './plan-comments';

/** One lesson plan: title, author and time, the text, attachments, 删除 for the author, and its comments. */
export function PlanView({ plan, onDeleted }: { plan: LessonPlan; onDeleted: () => void }) {
  const remove = useDeletePlan();
  const [confirm, setConfirm] = useState(false);
  return (
    <Box component="article" data-testid="lesson-plan">
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {plan.title}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.75, color: 'text.secondary' }}>
            <Avatar sx={{ width: 24, height: 24, fontSize: 12 }}>{plan.authorName.slice(0, 1)}</Avatar>
            <Typography variant="body2">{personName(plan.authorName, plan.mine)}</Typography>
            <Typography variant="body2">分享于 {beijing(plan.createdAt).format('YYYY年M月D日 HH:mm')}</Typography>
          </Stack>
        </Box>
        {plan.mine && (
          <Button
            color="error"
            size="small"
            startIcon={<DeleteOutlineRoundedIcon />}
            onClick={() => setConfirm(true)}
            sx={{ flex: 'none' }}
          >
            删除教案
          </Button>
        )}
      </Stack>
      <Typography
        component="div"
        sx={{ mt: 2.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.9, fontSize: 15 }}
      >
        {plan.content}
      </Typography>
      {plan.attachments.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }} aria-label="附件">
          {plan.attachments.map((a) => (
            <Chip
              key={a.url}
              icon={<AttachFileRoundedIcon />}
              label={a.name}
              component="a"
              href={mediaUrl(a.url)}
              target="_blank"
              rel="noopener"
              clickable
              variant="outlined"
            />
          ))}
        </Stack>
      )}
      <PlanComments plan={plan} />
      <ConfirmDialog
        open={confirm}
        title="删除教案"
        message={`确定删除${bookTitle(plan.title)}吗？教案的评论会一并删除。`}
        confirmText="删除"
        danger
        busy={remove.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(plan.id, {
            onSuccess: () => {
              setConfirm(false);
              notify.success(Msg.researchPlanDeleted);
              onDeleted();
            },
          })
        }
      />
    </Box>
  );
}
