import { Alert, Avatar, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ClassGroup, ClassGroups } from '@shared/api/reader';
import { Msg } from '@shared/rules/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { notify } from '../../../platform/notify';
import { useClassGroups, useGroupChoice } from '../api/reader-extras';
import { QueryError } from '../components/query-error';
import { SectionCard } from '../components/section-card';
import { idParam } from '../lib/query-ids';

/**
 * 学习小组 (`?classId=`): the study groups of one of the student's classes. The student's own group comes first,
 * highlighted, with its members; the others follow with how full they are. When the teacher opened self-selection
 * a student with no group joins one with room, and leaves their own (after confirming).
 */
export default function GroupPage() {
  const [params] = useSearchParams();
  const classId = idParam(params, 'classId');
  const q = useClassGroups(classId);
  if (!classId) return <EmptyState text="请从“我的班级”选择一个班级" />;
  if (q.isPending)
    return (
      <Stack alignItems="center" sx={{ py: 8 }}>
        <CircularProgress size={28} />
      </Stack>
    );
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  return <Groups data={q.data} />;
}

function Groups({ data }: { data: ClassGroups }) {
  const choice = useGroupChoice();
  const [leaving, setLeaving] = useState<ClassGroup | null>(null);
  const mine = data.groups.find((g) => g.id === data.myGroupId);
  const others = data.groups.filter((g) => g.id !== data.myGroupId);
  const choose = (groupId: number, join: boolean) =>
    choice.mutate(
      { groupId, join },
      {
        onSuccess: () => {
          notify.success(join ? Msg.groupJoined : Msg.groupLeft);
          setLeaving(null);
        },
        onError: () => setLeaving(null),
      },
    );
  return (
    <Box sx={{ pt: 1.5 }}>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
          {data.className}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          共 {data.groups.length} 个小组 · {data.selfSelect ? '老师已开放自主选组' : '由老师分组'}
        </Typography>
      </Box>
      {!data.groups.length && <EmptyState text="老师还没有分组" />}
      {mine ? (
        <GroupCard
          group={mine}
          mine
          action={
            data.selfSelect ? (
              <Button size="small" color="inherit" variant="outlined" onClick={() => setLeaving(mine)}>
                退出小组
              </Button>
            ) : null
          }
        />
      ) : (
        data.groups.length > 0 && (
          <Alert severity="info" sx={{ mx: 1.5, mb: 1.5, borderRadius: 3 }}>
            {data.selfSelect ? '你还没有加入小组，选择一个还有空位的小组加入吧' : '你还没有小组，请等待老师分组'}
          </Alert>
        )
      )}
      {others.map((g) => {
        const full = g.members.length >= g.capacity;
        return (
          <GroupCard
            key={g.id}
            group={g}
            action={
              data.selfSelect && !mine ? (
                <Button
                  size="small"
                  variant="contained"
                  disableElevation
                  disabled={full || choice.isPending}
                  onClick={() => choose(g.id, true)}
                  aria-label={`加入${g.name}`}
                >
                  {full ? '已满' : '加入'}
                </Button>
              ) : null
            }
          />
        );
      })}
      {data.ungrouped.length > 0 && (
        <SectionCard label="未分组">
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            未分组（{data.ungrouped.length} 人）
          </Typography>
          <Members names={data.ungrouped.map((s) => ({ ...s, leader: false }))} />
        </SectionCard>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title="退出小组"
        message={leaving ? `确定退出“${leaving.name}”吗？退出后可以再选择其他小组。` : ''}
        confirmText="退出"
        danger
        busy={choice.isPending}
        onConfirm={() => leaving && choose(leaving.id, false)}
        onCancel={() => setLeaving(null)}
      />
    </Box>
  );
}

function GroupCard({ group, mine = false, action }: { group: ClassGroup; mine?: boolean; action: React.ReactNode }) {
  return (
    <SectionCard
      label={group.name}
      sx={mine ? { border: '2px solid', borderColor: 'primary.main', bgcolor: '#f3f8ff' } : undefined}
    >
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1.25 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
          {group.name}
        </Typography>
        {mine && <Chip size="small" color="primary" label="我的小组" />}
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {group.members.length}/{group.capacity} 人
        </Typography>
        {action}
      </Stack>
      {group.members.length ? (
        <Members names={group.members} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          还没有组员
        </Typography>
      )}
    </SectionCard>
  );
}

function Members({ names }: { names: { userId: number; name: string; leader: boolean; me: boolean }[] }) {
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
      {names.map((m) => (
        <Chip
          key={m.userId}
          avatar={<Avatar>{m.name.slice(0, 1)}</Avatar>}
          label={`${m.name}${m.me ? '（我）' : ''}${m.leader ? ' · 组长' : ''}`}
          color={m.me ? 'primary' : 'default'}
          variant={m.me ? 'filled' : 'outlined'}
          sx={{ bgcolor: m.me ? undefined : '#fff' }}
        />
      ))}
    </Stack>
  );
}
