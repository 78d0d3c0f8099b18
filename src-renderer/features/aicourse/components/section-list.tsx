import { Chip, List, ListItemText, Typography } from '@mui/material';
import type { AiCourseSection } from '@shared/api/aicourse';
import { hues } from '../../../config/colors';
import { ListButton } from '../../../components/list-button';

const ICON = { VIDEO: '▶', PAUSE: '？', TASK: '✎', WORKS: '★' } as const;

/**
 * The unit's sections beside the stage; the current one is highlighted so the room sees where the class is, and a
 * section with linked AI lab trainings is marked 实验.
 */
export function SectionList(p: {
  sections: AiCourseSection[];
  current: number;
  withTrainings: ReadonlySet<number>;
  onPick(i: number): void;
}) {
  return (
    <List dense sx={{ color: '#dfe6f3' }}>
      {p.sections.map((s, i) => (
        <ListButton
          key={s.id}
          selected={i === p.current}
          onClick={() => p.onPick(i)}
          data-testid="section-item"
          sx={{ borderRadius: 2, mb: 0.5, '&.Mui-selected': { bgcolor: 'rgba(79,140,255,0.35)' } }}
        >
          <Typography sx={{ width: 28, opacity: i < p.current ? 0.5 : 1 }}>
            {i < p.current ? '✓' : ICON[s.kind]}
          </Typography>
          <ListItemText primary={s.title} slotProps={{ primary: { fontSize: 18 } }} />
          {p.withTrainings.has(s.id) && (
            <Chip
              size="small"
              label="实验"
              data-testid="section-lab-marker"
              sx={{ color: '#fff', bgcolor: hues.amber }}
            />
          )}
        </ListButton>
      ))}
    </List>
  );
}
