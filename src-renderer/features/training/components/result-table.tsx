import {
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { TrainingResult } from '@shared/api/training';
import { AppLink } from '../../../components/app-link';
import { detailPathOf } from '../../../config/training-paths';
import { timeText } from '../links';

export function PassChip({ passed }: { passed: boolean }) {
  return (
    <Chip size="small" color={passed ? 'success' : 'error'} variant="outlined" label={passed ? '通过' : '未通过'} />
  );
}

/** Results as a table: training, who (optional), class, pass/fail, score, attempts, time and a link back. */
export function ResultTable({ rows, showUser, label }: { rows: TrainingResult[]; showUser?: boolean; label: string }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>实验</TableCell>
            {showUser && <TableCell>学生</TableCell>}
            <TableCell>班级</TableCell>
            <TableCell>结果</TableCell>
            <TableCell align="right">得分</TableCell>
            <TableCell align="right">提交次数</TableCell>
            <TableCell>时间</TableCell>
            <TableCell align="right">操作</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {r.title}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.subject} · {r.grade}
                </Typography>
              </TableCell>
              {showUser && <TableCell>{r.userName}</TableCell>}
              <TableCell>{r.className ?? '—'}</TableCell>
              <TableCell>
                <PassChip passed={r.passed} />
              </TableCell>
              <TableCell align="right">{r.score}</TableCell>
              <TableCell align="right">{r.attempts}</TableCell>
              <TableCell>{timeText(r.createdAt)}</TableCell>
              <TableCell align="right">
                <Button size="small" component={AppLink} to={detailPathOf(r.trainingId, r.studentCourseId)}>
                  查看实验
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
