import { Button, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { useState } from 'react';
import { CANCEL_BEFORE_HOURS, type Booking } from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { beijing } from '../../../platform/dayjs';
import { notify } from '../../../platform/notify';
import { useBookings, useCancelBooking } from '../api/live';

/** 名师预约: the teacher's booked slots; cancelling closes CANCEL_BEFORE_HOURS before the start. */
export function MyBookings() {
  const bookings = useBookings();
  const cancel = useCancelBooking();
  const [asking, setAsking] = useState<Booking | null>(null);
  if (bookings.isPending) return <Skeleton variant="rounded" height={120} />;
  if (bookings.isError) return <ErrorState onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />;
  if (!bookings.data.length) return <EmptyState text="还没有预约名师" />;
  return (
    <>
      <List aria-label="名师预约" disablePadding>
        {bookings.data.map((b) => (
          <ListItem
            key={b.id}
            divider
            secondaryAction={
              <Button
                size="small"
                color="error"
                disabled={!b.cancellable}
                title={b.cancellable ? undefined : Msg.liveCancelTooLate}
                onClick={() => setAsking(b)}
              >
                取消预约
              </Button>
            }
          >
            <ListItemText
              primary={`${b.teacherName} · ${b.className}`}
              secondary={`${beijing(b.start).format('M月D日 ddd HH:mm')}-${beijing(b.end).format('HH:mm')}（北京时间）`}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={!!asking}
        title="取消预约"
        message={`确定取消这次名师预约吗？开课前${CANCEL_BEFORE_HOURS}小时内不能取消。`}
        danger
        busy={cancel.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          cancel.mutate(asking!.id, {
            onSuccess: () => notify.success(Msg.liveCancelled),
            onSettled: () => setAsking(null),
          })
        }
      />
    </>
  );
}
