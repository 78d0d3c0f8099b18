import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useClassRoster } from '../api/class-roster';
import { L } from '../labels';

/** Picks a random student of the class (a short shuffle, then a name). */
export function StudentPicker({ classId, onClose }: { classId: number; onClose: () => void }) {
  const roster = useClassRoster(classId);
  const students = roster.data?.students ?? [];
  const [name, setName] = useState<string | null>(null);
  const [rolling, setRolling] = useState(false);
  const pick = () => {
    if (!students.length) return;
    setRolling(true);
    let n = 0;
    const t = setInterval(() => {
      setName(students[Math.floor(Math.random() * students.length)]!.name);
      if (++n >= 12) {
        clearInterval(t);
        setRolling(false);
      }
    }, 70);
  };
  useEffect(() => {
    if (roster.isSuccess && students.length) pick();
    // Pick once when the roster arrives.
  }, [roster.isSuccess]);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        {L.picker}
        {roster.data ? ` · ${roster.data.className}` : ''}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center', py: 4 }}>
        {classId === 0 || (roster.isSuccess && !students.length) ? (
          <Typography color="text.secondary">{L.noStudents}</Typography>
        ) : (
          <Typography
            variant="h2"
            data-testid="picked-student"
            data-final={!rolling && name !== null ? 'true' : 'false'}
          >
            {name ?? '…'}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={pick} disabled={rolling || !students.length}>
          {L.pickAgain}
        </Button>
        <Button onClick={onClose}>{L.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
