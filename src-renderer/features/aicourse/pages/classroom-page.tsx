import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoading } from '../../../components/page-loading';
import { useAiClassCourses, useAiSections, useAiUnits } from '../api/course';
import { ClassroomStage } from '../components/classroom-stage';
import { LearningSheetButton } from '../components/learning-sheet-button';

/**
 * /classpro/classroom/:courseId — teaching an AI course on the projector (1920×1080): choose the class and unit
 * (`?unitId=`, else the class's resume point), then the stage runs the unit's sections.
 */
export default function ClassroomPage() {
  const aicourseId = Number(useParams().courseId);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const classes = useAiClassCourses(aicourseId);
  const units = useAiUnits(aicourseId);
  const scId = Number(search.get('studentCourseId')) || classes.data?.[0]?.studentCourseId || 0;
  const cls = classes.data?.find((c) => c.studentCourseId === scId);
  // ?unitId= (明日备课's 上课 opens the unit it made ready) else the class's resume point.
  const asked = Number(search.get('unitId')) || 0;
  const [unitId, setUnitId] = useState<number | null>(null);
  useEffect(() => {
    const start = units.data?.some((u) => u.id === asked) ? asked : cls?.unitId;
    setUnitId(cls ? (start ?? units.data?.[0]?.id ?? null) : null);
  }, [cls, units.data, asked]);
  const sections = useAiSections(unitId);
  if (classes.isPending || units.isPending) return <PageLoading />;
  if (!cls) return <EmptyState text="还没有班级添加该课程，请先在课程详情中添加到班级" />;
  const unitIndex = units.data?.findIndex((u) => u.id === unitId) ?? -1;
  const nextUnit = units.data?.[unitIndex + 1];
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#0f1a2e', color: '#fff', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ px: 3, py: 1.5, bgcolor: '#14213b' }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {cls.title}
        </Typography>
        <TextField
          select
          size="small"
          label="班级"
          value={scId}
          onChange={(e) => setSearch({ studentCourseId: e.target.value })}
          sx={dark}
        >
          {classes.data?.map((c) => (
            <MenuItem key={c.studentCourseId} value={c.studentCourseId}>
              {c.className}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="单元"
          value={unitId ?? ''}
          onChange={(e) => setUnitId(Number(e.target.value))}
          sx={{ ...dark, minWidth: 260 }}
          slotProps={{ htmlInput: { 'data-testid': 'unit-select' } }}
        >
          {units.data?.map((u) => (
            <MenuItem key={u.id} value={u.id}>
              第{u.order}单元 {u.title}
            </MenuItem>
          ))}
        </TextField>
        {unitId != null && <LearningSheetButton aicourseId={aicourseId} unitId={unitId} />}
        <Button color="inherit" variant="outlined" onClick={() => navigate(`/classpro/course/detail/${aicourseId}`)}>
          下课
        </Button>
      </Stack>
      {sections.data && unitId != null ? (
        <ClassroomStage
          key={`${scId}-${unitId}`}
          studentCourseId={scId}
          unitId={unitId}
          sections={sections.data}
          resumeSectionId={cls.unitId === unitId ? cls.sectionId : null}
          onUnitDone={() => nextUnit && setUnitId(nextUnit.id)}
          hasNextUnit={!!nextUnit}
        />
      ) : (
        <PageLoading />
      )}
    </Box>
  );
}

const dark = {
  minWidth: 160,
  '& .MuiInputBase-root': { color: '#fff' },
  '& .MuiInputLabel-root': { color: '#9fb0cf' },
  '& fieldset': { borderColor: '#3a4a6b' },
  '& .MuiSvgIcon-root': { color: '#fff' },
};
