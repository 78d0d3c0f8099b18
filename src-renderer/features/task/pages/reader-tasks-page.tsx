import { Stack, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { idParam, readerPaths } from '../../../config/book-paths';
import { ErrorBook } from '../student/error-book';
import { StudentTaskList } from '../student/student-task-list';

type TabKey = 'TODO' | 'DONE' | 'ERRORS';

/** `/{brand}Book/task?tab=`: the student's tasks on the phone — 待完成, 已完成 and the 错题本. */
export default function ReaderTasksPage() {
  const [params, setParams] = useSearchParams();
  const tab = (['TODO', 'DONE', 'ERRORS'] as const).find((t) => t === params.get('tab')) ?? 'TODO';
  const pageNum = idParam(params, 'page') || 1;
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      <Tabs
        value={tab}
        onChange={(_e, v: TabKey) => setParams({ tab: v }, { replace: true })}
        variant="fullWidth"
        sx={{ bgcolor: '#fff', borderRadius: 2 }}
      >
        <Tab value="TODO" label="待完成" />
        <Tab value="DONE" label="已完成" />
        <Tab value="ERRORS" label="错题本" />
      </Tabs>
      {tab === 'ERRORS' ? (
        <ErrorBook phone />
      ) : (
        <StudentTaskList
          state={tab}
          pageNum={pageNum}
          onPage={(n) => setParams({ tab, page: String(n) }, { replace: true })}
          hrefOf={(t) => readerPaths.taskDetail(t.task.id)}
        />
      )}
    </Stack>
  );
}
