import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import {
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ClassStatistics } from '@shared/api/task';
import { useClassList } from '../../../api/classes/class-list';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { paths, to } from '../../../config/paths';
import { useClassStatistics } from '../api/tasks';
import { LazyStatsChart } from '../components/lazy-stats-chart';
import { studentRateOption } from '../components/stats-chart-options';
import { Figures, Picker, StatsError, StatsPanel } from '../components/stats-parts';
import { headline, percent, sortStudents, type StudentSortKey } from '../stats-figures';

/**
 * /educational/classinfo?classId= — 班级信息 for the school's teaching office: one of the teacher's classes, its
 * students, and per student the tasks submitted of all pushed to the class and the mean score rate of the marked
 * ones (a sortable table and a chart). The class's own teacher only: the server refuses anybody else's class.
 */
export default function ClassInfoPage() {
  const [params, setParams] = useSearchParams();
  const classes = useClassList();
  const classId = Number(params.get('classId')) || (classes.data?.[0]?.id ?? 0);
  const stats = useClassStatistics(classId);

  let body;
  if (classes.isPending || (classId > 0 && stats.isPending)) body = <PageLoading />;
  else if (classes.isError) body = <ErrorState onRetry={() => void classes.refetch()} retrying={classes.isFetching} />;
  else if (!classId) body = <EmptyState text="还没有班级" />;
  else if (stats.isError)
    body = <StatsError error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />;
  else if (stats.data) body = <ClassInfo stats={stats.data} />;

  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh' }}>
      <Box component="header" sx={{ bgcolor: '#fff', borderBottom: '1px solid', borderColor: 'divider' }}>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ maxWidth: 1200, mx: 'auto', px: 3, py: 1.5 }}>
          <Button
            startIcon={<ArrowBackRoundedIcon />}
            component={AppLink}
            to={classId ? to.gradeStatistics(classId) : paths.gradeStatistics}
          >
            成绩统计
          </Button>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
            班级信息
          </Typography>
          <Picker
            label="班级"
            value={classId}
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(id) => setParams({ classId: String(id) }, { replace: true })}
          />
        </Stack>
      </Box>
      <Stack spacing={2.5} sx={{ maxWidth: 1200, mx: 'auto', px: 3, py: 3 }}>
        {body}
      </Stack>
    </Box>
  );
}

const COLUMNS: { key: StudentSortKey; label: string; numeric: boolean }[] = [
  { key: 'studentName', label: '学生', numeric: false },
  { key: 'submitted', label: '已提交 / 作业数', numeric: true },
  { key: 'averageRate', label: '平均得分率', numeric: true },
];

function ClassInfo({ stats }: { stats: ClassStatistics }) {
  const [sort, setSort] = useState<{ key: StudentSortKey; dir: 'asc' | 'desc' }>({
    key: 'averageRate',
    dir: 'desc',
  });
  const h = headline(stats);
  const rows = sortStudents(stats.students, sort.key, sort.dir);
  const toggle = (key: StudentSortKey) =>
    setSort((s) => (s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'desc' }));
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} data-testid="class-name">
        {stats.className}
      </Typography>
      <Figures
        items={[
          { label: '学生人数', value: String(h.students) },
          { label: '作业数', value: String(h.tasks) },
          { label: '平均得分率', value: percent(h.averageRate) },
          { label: '提交率', value: percent(h.submitRate) },
        ]}
      />
      {stats.students.length === 0 ? (
        <Box sx={{ bgcolor: '#fff', borderRadius: 3 }}>
          <EmptyState text="班级里还没有学生" />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, gap: 2.5, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <TableContainer>
              <Table size="small" aria-label="学生作业情况">
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 600, py: 1.5 }}>
                        <TableSortLabel
                          active={sort.key === c.key}
                          direction={sort.key === c.key ? sort.dir : 'desc'}
                          onClick={() => toggle(c.key)}
                        >
                          {c.label}
                        </TableSortLabel>
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((s) => (
                    <TableRow key={s.studentId} data-testid="student-row" hover>
                      <TableCell sx={{ py: 1.25 }}>{s.studentName}</TableCell>
                      <TableCell align="right">
                        {s.submitted} / {stats.tasks.length}
                      </TableCell>
                      <TableCell align="right">{percent(s.averageRate)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
          <StatsPanel title="学生平均得分率">
            {stats.students.some((s) => s.averageRate !== null) ? (
              <LazyStatsChart testId="student-rate-chart" height={320} option={studentRateOption(stats.students)} />
            ) : (
              <EmptyState text="还没有已批改的作业" />
            )}
          </StatsPanel>
        </Box>
      )}
    </>
  );
}
