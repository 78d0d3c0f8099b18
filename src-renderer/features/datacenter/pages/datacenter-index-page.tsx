import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Box,
  Breadcrumbs,
  Button,
  Link,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CourseRow, DistrictRow, RangeQuery, SchoolRow } from '@shared/api/datacenter';
import { Msg } from '@shared/rules/messages';
import { notify } from '../../../platform/notify';
import {
  downloadXlsx,
  useAdminScope,
  useBaseData,
  useChartBar,
  useChartLine,
  useCourseList,
  useDistrictList,
  useSchoolList,
  useUseData,
} from '../api/figures';
import { DatacenterTabs } from '../components/datacenter-tabs';
import { FigureCards } from '../components/figure-cards';
import { FigureTable, type Column } from '../components/figure-table';
import { LazyChart } from '../components/lazy-chart';
import { RangePicker } from '../../../components/range-picker';
import { useRange } from '../components/use-range';
import { barOption, lineOption } from '../lib/chart-options';
import { exportName, METRICS, PRESETS, type Metric } from '../lib/ranges';

const USAGE_COLUMNS: Column<DistrictRow | SchoolRow>[] = [
  { label: '教师', value: (r) => r.teachers },
  { label: '班级', value: (r) => r.classes },
  { label: '学生', value: (r) => r.students },
  { label: '活跃用户(人次)', value: (r) => r.activeUsers },
  { label: '授课节数', value: (r) => r.lessons },
  { label: '教材阅读', value: (r) => r.reading },
  { label: 'AI课程使用', value: (r) => r.aiCourse },
];
const DISTRICT_COLUMNS: Column<DistrictRow>[] = [
  { label: '区县', value: (r) => r.district, align: 'left' },
  { label: '学校', value: (r) => r.schools },
  ...(USAGE_COLUMNS as Column<DistrictRow>[]),
];
const SCHOOL_COLUMNS: Column<SchoolRow>[] = [
  { label: '学校', value: (r) => r.name, align: 'left' },
  ...(USAGE_COLUMNS as Column<SchoolRow>[]),
];
const COURSE_COLUMNS: Column<CourseRow>[] = [
  { label: '课程', value: (r) => r.name, align: 'left' },
  { label: '开课班级', value: (r) => r.classes },
  { label: '学生', value: (r) => r.students },
  { label: '授课节数', value: (r) => r.lessons },
  { label: '完成率', value: (r) => `${(r.completion * 100).toFixed(1)}%` },
];

/**
 * /datacenter/index: base and usage figures of every district, one district or one school (drill-down kept in the
 * address: ?district=&schoolId=&school=), with a bar chart across districts or schools, a line over time, the table
 * to drill into, and the .xlsx export of what is shown.
 */
export default function DatacenterIndexPage() {
  const [params, setParams] = useSearchParams();
  // A district admin's figures are their district's (the server applies it): the drill-down starts there.
  const own = useAdminScope().data?.district ?? null;
  const district = params.get('district') || own || undefined;
  const schoolId = Number(params.get('schoolId')) || undefined;
  const schoolName = params.get('school') ?? '';
  const { range, onPreset, onCustom } = useRange();
  const [metric, setMetric] = useState<Metric>('activeUsers');
  const [granularity, setGranularity] = useState<'day' | 'week'>('day');
  const [exporting, setExporting] = useState(false);

  const scope = { district, schoolId };
  const ranged: RangeQuery = { ...scope, startDate: range.startDate, endDate: range.endDate };
  const base = useBaseData(scope);
  const usage = useUseData(ranged);
  const bar = useChartBar(ranged);
  const line = useChartLine({ ...ranged, granularity });
  const districts = useDistrictList(ranged);
  const schools = useSchoolList(ranged);
  const courses = useCourseList(ranged);

  const go = (next: { district?: string; schoolId?: number; school?: string }) => {
    const p = new URLSearchParams();
    if (next.district) p.set('district', next.district);
    if (next.schoolId) p.set('schoolId', String(next.schoolId));
    if (next.school) p.set('school', next.school);
    setParams(p);
  };
  const openSchool = (s: SchoolRow) => go({ district: s.district, schoolId: s.schoolId, school: s.name });
  const onBar = (name: string) => {
    if (!bar.data) return;
    if (bar.data.groupBy === 'district') return go({ district: name });
    const s = schools.data?.find((x) => x.name === name);
    if (s && !schoolId) openSchool(s);
  };
  const scopeLabel = schoolId ? schoolName || '学校' : (district ?? '全部区县');
  const exportNow = async () => {
    setExporting(true);
    try {
      await downloadXlsx(ranged, exportName(scopeLabel, range.startDate, range.endDate));
      notify.success(Msg.datacenterExported);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : Msg.datacenterExportFailed);
    } finally {
      setExporting(false);
    }
  };

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
        <Breadcrumbs aria-label="数据范围">
          {own ? null : district || schoolId ? (
            <Link component="button" underline="hover" onClick={() => go({})}>
              全部区县
            </Link>
          ) : (
            <Typography color="text.primary">全部区县</Typography>
          )}
          {district &&
            (schoolId ? (
              <Link component="button" underline="hover" onClick={() => go({ district })}>
                {district}
              </Link>
            ) : (
              <Typography color="text.primary">{district}</Typography>
            ))}
          {schoolId && <Typography color="text.primary">{schoolName || '学校'}</Typography>}
        </Breadcrumbs>
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
          <RangePicker presets={PRESETS} value={range} onPreset={onPreset} onCustom={onCustom} />
          <Button
            variant="contained"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => void exportNow()}
            disabled={exporting}
          >
            导出报表
          </Button>
        </Stack>
      </Stack>

      <FigureCards base={base.data} usage={usage.data} />

      <Paper variant="outlined" sx={{ mt: 2, p: 2, borderRadius: 3 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" useFlexGap flexWrap="wrap" gap={1}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={metric}
            onChange={(_, m: Metric | null) => m && setMetric(m)}
            aria-label="指标"
          >
            {METRICS.map((m) => (
              <ToggleButton key={m.key} value={m.key} sx={{ px: 2 }}>
                {m.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={granularity}
            onChange={(_, g: 'day' | 'week' | null) => g && setGranularity(g)}
            aria-label="时间粒度"
          >
            <ToggleButton value="day">按日</ToggleButton>
            <ToggleButton value="week">按周</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mt: 1 }}>
          <Box>
            <Typography variant="subtitle2" color="text.secondary">
              {bar.data?.groupBy === 'school' ? '各学校对比' : '各区县对比'}
            </Typography>
            {bar.data && (
              <LazyChart option={barOption(bar.data, metric)} height={320} testId="chart-bar" onBarClick={onBar} />
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2" color="text.secondary">
              {granularity === 'week' ? '每周趋势' : '每日趋势'}
            </Typography>
            {line.data && <LazyChart option={lineOption(line.data, metric)} height={320} testId="chart-line" />}
          </Box>
        </Box>
      </Paper>

      <Box sx={{ mt: 2 }}>
        {schoolId ? (
          <FigureTable
            title={`${schoolName || '学校'} · 课程使用`}
            columns={COURSE_COLUMNS}
            rows={courses.data?.filter((c) => c.classes > 0 || c.lessons > 0)}
            rowKey={(r) => r.courseId}
            testId="table-courses"
          />
        ) : district ? (
          <FigureTable
            title={`${district} · 学校列表`}
            columns={SCHOOL_COLUMNS}
            rows={schools.data}
            rowKey={(r) => r.schoolId}
            onRow={openSchool}
            testId="table-schools"
          />
        ) : (
          <FigureTable
            title="区县列表"
            columns={DISTRICT_COLUMNS}
            rows={districts.data}
            rowKey={(r) => r.district}
            onRow={(r) => go({ district: r.district })}
            testId="table-districts"
          />
        )}
      </Box>
    </Box>
  );
}
