import {
  Chip,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { EmptyState } from '../../../components/empty-state';
import { useClassTrainingResults } from '../api/training';
import { timeText } from '../links';
import { PassChip } from './result-table';

/** Every student of the teacher's class with their latest result of the training (or 未提交). */
export function ClassResults({ trainingId, studentCourseId }: { trainingId: number; studentCourseId: number }) {
  const q = useClassTrainingResults(trainingId, studentCourseId);
  if (q.isPending) return <Skeleton variant="rounded" height={120} />;
  if (q.isError) return null;
  const { students } = q.data;
  if (!students.length) return <EmptyState text="这个班级还没有学生" />;
  const done = students.filter((s) => s.result);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {q.data.className}：{students.length} 名学生，{done.length} 人已提交，
        {done.filter((s) => s.result!.passed).length} 人通过
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="班级学生结果">
          <TableHead>
            <TableRow>
              <TableCell>学生</TableCell>
              <TableCell>结果</TableCell>
              <TableCell align="right">得分</TableCell>
              <TableCell align="right">提交次数</TableCell>
              <TableCell>最近提交</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {students.map((s) => (
              <TableRow key={s.studentId}>
                <TableCell>{s.name}</TableCell>
                <TableCell>
                  {s.result ? <PassChip passed={s.result.passed} /> : <Chip size="small" label="未提交" />}
                </TableCell>
                <TableCell align="right">{s.result?.score ?? '—'}</TableCell>
                <TableCell align="right">{s.result?.attempts ?? 0}</TableCell>
                <TableCell>{s.result ? timeText(s.result.createdAt) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
