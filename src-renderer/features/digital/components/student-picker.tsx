import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useClassRoster } from '../api/class-roster';
import { L } from '../labels';
import { splitGroups } from '../lib/groups';
import { drawRound, type PickRound } from '../lib/pick-round';

const COUNTS = [1, 2, 3, 4];
const GROUP_COUNTS = [2, 3, 4, 5, 6, 8];

interface Props {
  classId: number;
  /** The class's round, kept by the lesson so that closing the picker does not start the round over. */
  round: PickRound;
  onRound: (r: PickRound) => void;
  onChooseClass: () => void;
  onClose: () => void;
}

/** Round-the-class picking: nobody is named twice until everyone has been; one or several pupils per draw. */
export function StudentPicker({ classId, round, onRound, onChooseClass, onClose }: Props) {
  const roster = useClassRoster(classId);
  const students = roster.data?.students ?? [];
  const [count, setCount] = useState(1);
  const [names, setNames] = useState<string[]>([]);
  const [rolling, setRolling] = useState(false);
  const [grouping, setGrouping] = useState(false);
  const [groupCount, setGroupCount] = useState(2);
  const [groups, setGroups] = useState<string[][]>([]);
  const [note, setNote] = useState<{ progress: string; fresh: boolean; done: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const nameOf = (id: number) => students.find((s) => s.id === id)?.name ?? '';

  const pick = () => {
    if (!students.length || rolling) return;
    const ids = students.map((s) => s.id);
    const startsRound = round.round > 1 && round.named.length === 0;
    const r = drawRound(ids, round, count);
    const total = ids.length;
    const done = r.state.named.length === 0;
    onRound(r.state);
    setRolling(true);
    let n = 0;
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      if (++n < 12) {
        setNames(r.picked.map(() => students[Math.floor(Math.random() * total)]!.name));
        return;
      }
      clearInterval(timer.current);
      setNames(r.picked.map(nameOf));
      setNote({
        progress: done
          ? L.pickProgress(round.round, total, total)
          : L.pickProgress(r.state.round, r.state.named.length, total),
        fresh: startsRound || r.newRound,
        done,
      });
      setRolling(false);
    }, 70);
  };
  // Pick once when the roster arrives: opening the picker is asking for a name.
  useEffect(() => {
    if (roster.isSuccess && students.length) pick();
  }, [roster.isSuccess]);

  const noClass = classId === 0;
  const shuffle = (n = groupCount) => setGroups(splitGroups(students, n).map((g) => g.map((s) => s.name)));
  if (grouping && !noClass)
    return (
      <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="picker-title">
        <DialogTitle id="picker-title">
          {L.groups}
          {roster.data ? ` · ${roster.data.className}` : ''}
        </DialogTitle>
        <DialogContent>
          <Box
            aria-live="polite"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2, py: 1 }}
          >
            {groups.map((g, i) => (
              <Box
                key={i}
                role="group"
                aria-label={L.groupName(i + 1)}
                data-testid="group"
                sx={{ p: 2, borderRadius: 2, bgcolor: 'primary.50', border: 1, borderColor: 'primary.100' }}
              >
                <Typography variant="h6" component="h3" sx={{ mb: 1, color: 'primary.dark' }}>
                  {L.groupName(i + 1)}
                </Typography>
                {g.map((name) => (
                  <Box key={name} data-testid="group-member" sx={{ fontSize: '1.75rem', lineHeight: 1.4 }}>
                    {name}
                  </Box>
                ))}
              </Box>
            ))}
          </Box>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={groupCount}
            onChange={(_, c: number | null) => c && (setGroupCount(c), shuffle(c))}
            aria-label={L.groupCount}
          >
            {GROUP_COUNTS.filter((c) => c <= Math.max(2, students.length)).map((c) => (
              <ToggleButton key={c} value={c}>
                {L.groupN(c)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setGrouping(false)}>{L.backToPicker}</Button>
            <Button variant="contained" disableElevation onClick={() => shuffle()} disabled={!students.length}>
              {L.groupShuffle}
            </Button>
            <Button onClick={onClose}>{L.close}</Button>
          </Stack>
        </DialogActions>
      </Dialog>
    );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="picker-title">
      <DialogTitle id="picker-title">
        {L.picker}
        {roster.data ? ` · ${roster.data.className}` : ''}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center', py: 3 }}>
        {noClass ? (
          <Stack spacing={2} alignItems="center" sx={{ py: 2 }}>
            <Typography>{L.pickerNoClass}</Typography>
            <Button variant="contained" disableElevation onClick={onChooseClass}>
              {L.pickerChooseClass}
            </Button>
          </Stack>
        ) : roster.isSuccess && !students.length ? (
          <Typography color="text.secondary">{L.noStudents}</Typography>
        ) : (
          <>
            <Box
              aria-live="polite"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                columnGap: 4,
                rowGap: 1,
                minHeight: 96,
              }}
            >
              {(names.length ? names : ['…']).map((n, i) => (
                <Typography
                  key={i}
                  variant="h2"
                  component="p"
                  data-testid="picked-student"
                  data-final={!rolling && names.length ? 'true' : 'false'}
                >
                  {n}
                </Typography>
              ))}
            </Box>
            {note && !rolling && (
              <Stack spacing={1} alignItems="center" sx={{ mt: 2 }}>
                <Typography color="text.secondary" data-testid="picker-round">
                  {note.progress}
                </Typography>
                {note.fresh && <Alert severity="info">{L.pickNewRound}</Alert>}
                {note.done && <Alert severity="success">{L.pickRoundDone}</Alert>}
              </Stack>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        {noClass ? (
          <span />
        ) : (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={count}
            onChange={(_, c: number | null) => c && setCount(c)}
            aria-label={L.pickCount}
          >
            {COUNTS.filter((c) => c === 1 || c <= students.length).map((c) => (
              <ToggleButton key={c} value={c}>
                {L.pickN(c)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <Stack direction="row" spacing={1}>
          {!noClass && (
            <Button onClick={() => (setGrouping(true), shuffle())} disabled={!students.length}>
              {L.groups}
            </Button>
          )}
          {!noClass && (
            <Button variant="contained" disableElevation onClick={pick} disabled={rolling || !students.length}>
              {L.pickAgain}
            </Button>
          )}
          <Button onClick={onClose}>{L.close}</Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
