import { Box, LinearProgress, Typography } from '@mui/material';
import type { Progress } from '@shared/api/boutique';

/** 已学 2/4 课时 and a bar with the rounded percentage. */
export function CourseProgress({ progress, label }: { progress: Progress; label?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <LinearProgress
        variant="determinate"
        value={progress.percentage}
        aria-label={label ?? '学习进度'}
        sx={{
          flex: 1,
          height: 8,
          borderRadius: 4,
          bgcolor: 'grey.200',
          '& .MuiLinearProgress-bar': { borderRadius: 4 },
        }}
      />
      <Typography variant="body2" sx={{ flex: 'none', fontWeight: 600, minWidth: 40, textAlign: 'right' }}>
        {progress.percentage}%
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ flex: 'none' }}>
        已学 {progress.completed}/{progress.total} 课时
      </Typography>
    </Box>
  );
}
