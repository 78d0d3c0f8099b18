import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import type { CoursePackage } from '@shared/api/course-center';
import { mediaUrl } from '../../../platform/media';

/** The package page of a package: its series is the category, its courses are AI courses. */
export const packagePath = (p: Pick<CoursePackage, 'id' | 'seriesId'>) =>
  `/classpro/course/package/${p.seriesId}/${p.id}/AI_COURSE`;

/** A course package: cover, series, name, grades, subject and how many courses it holds. */
export function PackageCard({ pkg, onOpen }: { pkg: CoursePackage; onOpen: () => void }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, '&:hover': { boxShadow: 4 } }} data-testid="package-card">
      <CardActionArea onClick={onOpen}>
        <Box
          component="img"
          src={mediaUrl(pkg.coverUrl)}
          alt=""
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'grey.100' }}
        />
        <Stack spacing={0.75} sx={{ p: 1.75 }}>
          <Typography variant="caption" color="primary">
            {pkg.seriesName}
          </Typography>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {pkg.name}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Chip size="small" label={pkg.subject} />
            <Chip size="small" label={pkg.gradeRange} />
            <Chip size="small" variant="outlined" label={`${pkg.courseCount}门课程`} />
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
