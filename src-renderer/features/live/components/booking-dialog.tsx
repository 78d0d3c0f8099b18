import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { Slot } from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import { beijing } from '../../../platform/dayjs';
import { notify } from '../../../platform/notify';
import { useBook, useFamousTeachers, useSlots } from '../api/live';
import { beijingDate } from '../labels';
import { ClassSelect } from './class-select';

const SLOT_LABEL = { FREE: '可预约', BOOKED: '已约满', MINE: '我的预约', PAST: '已过期' } as const;

/**
 * 预约名师: a famous teacher, a week of their slots (Beijing time) and a class. When another school takes the slot
 * first, the server's message is said here and the slots are read again.
 */
export function BookingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const teachers = useFamousTeachers();
  const [teacherId, setTeacherId] = useState<number | null>(null);
  const [week, setWeek] = useState(0);
  const slots = useSlots(teacherId, beijingDate(1 + week * 7));
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [classId, setClassId] = useState<number | ''>('');
  const [error, setError] = useState('');
  const book = useBook();
  const submit = () => {
    if (!teacherId || !chosen || !classId) return;
    setError('');
    book.mutate(
      { teacherId, classId, slotStart: chosen.start },
      {
        onSuccess: () => {
          notify.success(Msg.liveBooked);
          setChosen(null);
          onClose();
        },
        onError: (e) => {
          setError(e.message);
          setChosen(null);
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>预约名师</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {(teachers.data ?? []).map((t) => (
            <Chip
              key={t.id}
              avatar={<Avatar src={t.avatar || undefined}>{t.displayName.slice(0, 1)}</Avatar>}
              label={t.displayName}
              color={t.id === teacherId ? 'primary' : 'default'}
              variant={t.id === teacherId ? 'filled' : 'outlined'}
              onClick={() => {
                setTeacherId(t.id);
                setChosen(null);
                setError('');
              }}
            />
          ))}
        </Stack>
        {!teacherId ? (
          <Typography color="text.secondary">请选择一位名师，查看其空闲时段（北京时间）</Typography>
        ) : slots.isPending ? (
          <Skeleton variant="rounded" height={200} />
        ) : (
          <>
            <Stack direction="row" spacing={1} alignItems="center">
              <Button size="small" disabled={week === 0} onClick={() => setWeek(week - 1)}>
                上一周
              </Button>
              <Button size="small" disabled={week >= 3} onClick={() => setWeek(week + 1)}>
                下一周
              </Button>
              <Typography variant="caption" color="text.secondary">
                时间均为北京时间
              </Typography>
            </Stack>
            <Box
              role="grid"
              aria-label="空闲时段"
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 1 }}
            >
              {(slots.data ?? []).map((d) => (
                <Stack key={d.date} spacing={0.75} role="row">
                  <Typography variant="caption" sx={{ fontWeight: 600, textAlign: 'center' }}>
                    {beijing(`${d.date}T00:00:00+08:00`).format('M/D ddd')}
                  </Typography>
                  {d.slots.length === 0 && (
                    <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                      休息
                    </Typography>
                  )}
                  {d.slots.map((s) => (
                    <Button
                      key={s.start}
                      role="gridcell"
                      size="small"
                      variant={chosen?.start === s.start ? 'contained' : 'outlined'}
                      disableElevation
                      disabled={s.state !== 'FREE'}
                      onClick={() => setChosen(s)}
                      aria-label={`${d.date} ${beijing(s.start).format('HH:mm')} ${SLOT_LABEL[s.state]}`}
                      sx={{ minWidth: 0, px: 0.5, flexDirection: 'column', lineHeight: 1.3 }}
                    >
                      {beijing(s.start).format('HH:mm')}
                      <Typography component="span" variant="caption" sx={{ fontSize: 10 }}>
                        {SLOT_LABEL[s.state]}
                      </Typography>
                    </Button>
                  ))}
                </Stack>
              ))}
            </Box>
          </>
        )}
        <Box sx={{ maxWidth: 320 }}>
          <ClassSelect value={classId} onChange={setClassId} />
        </Box>
        {chosen && (
          <Typography variant="body2">
            已选：{beijing(chosen.start).format('M月D日 ddd HH:mm')}-{beijing(chosen.end).format('HH:mm')}（北京时间）
          </Typography>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
        <Button variant="contained" disableElevation disabled={!chosen || !classId || book.isPending} onClick={submit}>
          确认预约
        </Button>
      </DialogActions>
    </Dialog>
  );
}
