import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Box, Chip, List, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { Exercise } from '../exercises';
import { ListButton } from '../../../components/list-button';

const LEVEL_COLOR = { 入门: 'success', 基础: 'primary', 进阶: 'warning' } as const;

/** The exercise list, and the chosen exercise's instructions and preset files. */
export function ExercisePanel(props: { exercises: Exercise[]; current: Exercise; onSelect: (id: string) => void }) {
  const { exercises, current, onSelect } = props;
  return (
    <Stack spacing={2} sx={{ width: { md: 320 }, flexShrink: 0, minHeight: 0, overflowY: 'auto' }}>
      <Paper variant="outlined">
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5, color: 'text.secondary' }}>
          练习题
        </Typography>
        <List dense aria-label="练习题">
          {exercises.map((e, i) => (
            <ListButton key={e.id} selected={e.id === current.id} onClick={() => onSelect(e.id)}>
              <ListItemText primary={`${i + 1}. ${e.title}`} />
              <Chip size="small" variant="outlined" color={LEVEL_COLOR[e.level]} label={e.level} />
            </ListButton>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: 1 }}>
          {current.title}
        </Typography>
        <Stack spacing={1} data-testid="exercise-instructions">
          {current.instructions.map((p) => (
            <Typography key={p} variant="body2" sx={{ lineHeight: 1.7 }}>
              {p}
            </Typography>
          ))}
        </Stack>
        {Object.entries(current.files).map(([name, content]) => (
          <Box key={name} sx={{ mt: 2 }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 0.5 }}>
              <DescriptionOutlined fontSize="small" color="action" />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
            </Stack>
            <Box
              component="pre"
              sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, maxHeight: 160, overflow: 'auto' }}
            >
              {content}
            </Box>
          </Box>
        ))}
      </Paper>
    </Stack>
  );
}
