import { Box } from '@mui/material';
import { useSearchParams } from 'react-router';
import { idParam } from '../../../config/book-paths';
import { StudentTaskView } from '../student/student-task-view';

/** `/{brand}Book/taskDetail?taskId=`: one task on the phone — read, answer with photos, submit, see the result. */
export default function ReaderTaskDetailPage() {
  const [params] = useSearchParams();
  return (
    <Box sx={{ p: 1.5 }}>
      <StudentTaskView taskId={idParam(params, 'taskId')} phone />
    </Box>
  );
}
