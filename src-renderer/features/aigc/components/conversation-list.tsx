import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import type { Conversation } from '@shared/api/aigc';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Msg } from '@shared/rules/messages';
import { beijing } from '../../../platform/dayjs';
import { notify } from '../../../platform/notify';
import { useDeleteConversation } from '../api/aigc';

/** When a conversation was last used: the time today, else the date. */
const whenOf = (iso: string) => {
  const t = beijing(iso);
  return t.isSame(beijing(), 'day') ? t.format('HH:mm') : t.format('MM月DD日');
};

/** The caller's conversations, newest first, with 新对话 above them and a delete on each. */
export function ConversationList(p: {
  items: Conversation[] | undefined;
  selected: number | null;
  busy: boolean;
  onSelect: (id: number | null) => void;
}) {
  const remove = useDeleteConversation();
  const [doomed, setDoomed] = useState<Conversation | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ p: 2 }}>
        <Button
          fullWidth
          variant="outlined"
          startIcon={<AddCommentOutlined />}
          onClick={() => p.onSelect(null)}
          disabled={p.busy}
        >
          新对话
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2.5 }}>
        历史对话
      </Typography>
      <List dense aria-label="历史对话" sx={{ flex: 1, overflowY: 'auto', px: 1 }}>
        {p.items?.length === 0 && (
          <ListItem>
            <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, py: 1 }}>
              还没有对话，问一个问题开始吧
            </Typography>
          </ListItem>
        )}
        {p.items?.map((c) => (
          // The delete button sits beside the row, not inside it (no button within a button).
          <ListItem
            key={c.id}
            disablePadding
            data-testid="conversation-item"
            sx={{ '&:hover .del, &:focus-within .del': { opacity: 1 } }}
            secondaryAction={
              <IconButton
                className="del"
                size="small"
                edge="end"
                aria-label={`删除对话 ${c.title}`}
                onClick={() => setDoomed(c)}
                sx={{ opacity: { xs: 1, md: c.id === p.selected ? 1 : 0 } }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            }
          >
            <ListItemButton
              selected={c.id === p.selected}
              disabled={p.busy && c.id !== p.selected}
              onClick={() => p.onSelect(c.id)}
              sx={{ borderRadius: 2 }}
            >
              <ListItemText
                primary={c.title}
                secondary={`${whenOf(c.updatedAt)} · ${c.messageCount} 条`}
                slotProps={{ primary: { noWrap: true, fontWeight: c.id === p.selected ? 600 : 400 } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={doomed !== null}
        title="删除对话"
        message={`删除后不能恢复，确定删除“${doomed?.title ?? ''}”吗？`}
        confirmText="删除"
        danger
        busy={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => {
          const id = doomed!.id;
          remove.mutate(id, {
            onSuccess: () => {
              notify.success(Msg.aiConversationDeleted);
              setDoomed(null);
              if (id === p.selected) p.onSelect(null);
            },
          });
        }}
      />
    </Box>
  );
}
