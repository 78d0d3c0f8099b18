import {
  Box,
  Card,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { EmptyState } from '../../../components/empty-state';
import { useBookClasses } from '../api/classes';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, p: 2, flex: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" sx={{ fontWeight: 700, mt: 0.5 }}>
        {value}
      </Typography>
    </Card>
  );
}

/** /author/class: the classes that use the publisher's books — school, teacher, students and the books they read. */
export default function ClassPage() {
  const q = useBookClasses();
  const data = q.data;
  return (
    <Box sx={{ p: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        使用班级
      </Typography>
      {!data ? (
        <Skeleton variant="rounded" height={300} />
      ) : !data.classes.length ? (
        <EmptyState text="暂无班级使用本出版社的教材" />
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
            <Figure label="学校" value={data.schoolCount} />
            <Figure label="老师" value={data.teacherCount} />
            <Figure label="班级" value={data.classes.length} />
            <Figure label="学生" value={data.studentCount} />
          </Stack>
          <TableContainer component={Card} variant="outlined" sx={{ borderRadius: 3 }}>
            <Table aria-label="使用班级">
              <TableHead>
                <TableRow>
                  <TableCell>学校</TableCell>
                  <TableCell>班级</TableCell>
                  <TableCell>老师</TableCell>
                  <TableCell align="right">学生数</TableCell>
                  <TableCell>使用教材</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.classes.map((c) => (
                  <TableRow key={c.classId} hover>
                    <TableCell>{c.schoolName}</TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{c.className}</TableCell>
                    <TableCell>{c.teacherName}</TableCell>
                    <TableCell align="right">{c.studentCount}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                        {c.books.map((b) => (
                          <Chip key={b} size="small" label={b} />
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
