import { Box, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { CourseRow } from '@shared/api/datacenter';
import { useAdminScope, useCourseList, useDistrictList } from '../api/figures';
import { DatacenterTabs } from '../components/datacenter-tabs';
import { FigureTable, type Column } from '../components/figure-table';
import { LazyChart } from '../components/lazy-chart';
import { RangePicker } from '../../../components/range-picker';
import { useRange } from '../components/use-range';
import { courseOption } from '../lib/chart-options';
import { PRESETS } from '../lib/ranges';

const COLUMNS: Column<CourseRow>[] = [
  { label: '课程', value: (r) => r.name, align: 'left' },
  { label: '开课班级', value: (r) => r.classes },
  { label: '学生', value: (r) => r.students },
  { label: '授课节数', value: (r) => r.lessons },
  { label: '完成率', value: (r) => `${(r.completion * 100).toFixed(1)}%` },
];

/** /datacenter/course: each AI course's use in a district (or every district) over a range. */
export default function DatacenterCoursePage() {
  const { range, onPreset, onCustom } = useRange();
  const [district, setDistrict] = useState('');
  // A district admin sees their own district only (the server applies it); the empty choice is theirs.
  const own = useAdminScope().data?.district ?? null;
  const ranged = { startDate: range.startDate, endDate: range.endDate, district: district || undefined };
  const courses = useCourseList(ranged);
  const districts = useDistrictList({ startDate: range.startDate, endDate: range.endDate });
  const used = courses.data?.filter((c) => c.classes > 0 || c.lessons > 0);

  return (
    <Box sx={{ maxWidth: 1360, mx: 'auto', px: 3, py: 2 }}>
      <DatacenterTabs />
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        sx={{ mb: 2 }}
        useFlexGap
        flexWrap="wrap"
        gap={2}
      >
        <TextField
          select
          size="small"
          label="区县"
          value={district}
          onChange={(e) => setDistrict(e.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{own ?? '全部区县'}</MenuItem>
          {districts.data
            ?.filter((d) => d.district !== own)
            .map((d) => (
              <MenuItem key={d.district} value={d.district}>
                {d.district}
              </MenuItem>
            ))}
        </TextField>
        <RangePicker presets={PRESETS} value={range} onPreset={onPreset} onCustom={onCustom} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 2 }}>
        <Typography variant="subtitle2" color="text.secondary">
          课程使用对比
        </Typography>
        {used && (
          <LazyChart option={courseOption(used)} height={Math.max(240, used.length * 44 + 60)} testId="chart-courses" />
        )}
      </Paper>
      <FigureTable
        title="课程列表"
        columns={COLUMNS}
        rows={courses.data}
        rowKey={(r) => r.courseId}
        testId="table-courses"
      />
    </Box>
  );
}
