import { Box, List, ListItemText, Typography } from '@mui/material';
import type { AvSectionMark } from '@shared/api/digital';
import { ListButton } from '../../../../components/list-button';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/** The points of the marks in time order: chapters, and their sections indented under them. */
function pointsOf(marks: AvSectionMark[]) {
  return marks.flatMap((c, ci) => [
    { key: `c${ci}`, title: c.title, start: c.start, level: 0 },
    ...c.sections.map((s, si) => ({ key: `c${ci}s${si}`, title: s.title, start: s.start, level: 1 })),
  ]);
}

/**
 * Where the chapter markers sit on the player's time bar (a strip just under it, one tick per chapter or section),
 * over the part played: `from`–`to` (a trimmed media's kept part, else the whole).
 */
export function MarkTicks({ marks, from, to }: { marks: AvSectionMark[]; from: number; to: number }) {
  const duration = to - from;
  if (!marks.length || duration <= 0) return null;
  return (
    <Box aria-hidden sx={{ position: 'relative', height: 10, mx: 1, mt: 0.5 }} data-testid="chapter-ticks">
      {pointsOf(marks).map((p) => (
        <Box
          key={p.key}
          title={p.title}
          sx={{
            position: 'absolute',
            left: `${Math.min(100, Math.max(0, ((p.start - from) / duration) * 100))}%`,
            top: p.level ? 3 : 0,
            width: p.level ? 2 : 3,
            height: p.level ? 7 : 10,
            borderRadius: 1,
            bgcolor: p.level ? 'primary.light' : 'primary.main',
          }}
        />
      ))}
    </Box>
  );
}

/**
 * The media's chapters as the author set them by time (issue 16): a list that seeks the player; the one playing
 * now is selected. Times shown count from `from` (a trimmed media's in-point).
 */
export function MediaMarks({
  marks,
  currentTime,
  from = 0,
  onSeek,
}: {
  marks: AvSectionMark[];
  currentTime: number;
  from?: number;
  onSeek: (t: number) => void;
}) {
  if (!marks.length) return null;
  const points = pointsOf(marks);
  const current = points.reduce<string | null>((k, p) => (p.start <= currentTime + 0.25 ? p.key : k), null);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        本节章节
      </Typography>
      <List dense aria-label="本节章节" sx={{ py: 0 }}>
        {points.map((p) => (
          <ListButton
            key={p.key}
            selected={p.key === current}
            aria-current={p.key === current ? 'true' : undefined}
            onClick={() => onSeek(p.start)}
            sx={{ borderRadius: 1, pl: p.level ? 5 : 2 }}
          >
            <ListItemText
              primary={p.title}
              primaryTypographyProps={{ fontWeight: p.level ? 400 : 600 }}
              secondary={clock(Math.max(0, p.start - from))}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, my: 0.25 }}
            />
          </ListButton>
        ))}
      </List>
    </Box>
  );
}
