import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { idParam } from '../../../config/book-paths';
import { paths } from '../../../config/paths';
import { ErrorBook } from '../student/error-book';
import { StudentTaskList } from '../student/student-task-list';
import { StudentTaskView } from '../student/student-task-view';

type TabKey = 'TODO' | 'DONE' | 'ERRORS';

/**
 * /digitalbooks/task-s — the student's homework on the web and the desktop app: tasks to do and done on the left,
 * the chosen task on the right (read the pages, answer, photos, draft, submit, result), and the error-question book.
 * The tab, page and task live in the URL (`?tab=&page=&taskId=`), so a reload or a shared link lands in place.
 */
export default function StudentTasksPage() {
  const [params, setParams] = useSearchParams();
  const tab = (['TODO', 'DONE', 'ERRORS'] as const).find((t) => t === params.get('tab')) ?? 'TODO';
  const pageNum = idParam(params, 'page') || 1;
  const taskId = idParam(params, 'taskId');
  const set = (next: Record<string, string | number | null>) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      for (const [k, v] of Object.entries(next)) {
        if (v === null) out.delete(k);
        else out.set(k, String(v));
      }
      return out;
    });
  const hrefOf = (id: number) => {
    const p = new URLSearchParams(params);
    p.set('taskId', String(id));
    return `${paths.digitalbooksRoot}/task-s?${p.toString()}`;
  };
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh', py: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', px: 2 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <Button component={AppLink} to={paths.myDigitalbooks} startIcon={<ArrowBackRounded />} color="inherit">
            我的教材
          </Button>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            我的作业
          </Typography>
        </Stack>
        <Tabs
          value={tab}
          onChange={(_e, v: TabKey) => set({ tab: v, page: null, taskId: null })}
          sx={{ bgcolor: '#fff', borderRadius: 2, px: 1 }}
        >
          <Tab value="TODO" label="待完成" />
          <Tab value="DONE" label="已完成" />
          <Tab value="ERRORS" label="错题本" />
        </Tabs>
        {tab === 'ERRORS' ? (
          <Box sx={{ maxWidth: 860 }}>
            <ErrorBook />
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '340px 1fr' }, gap: 2.5 }}>
            <Box>
              <StudentTaskList
                state={tab}
                pageNum={pageNum}
                onPage={(n) => set({ page: n })}
                hrefOf={(t) => hrefOf(t.task.id)}
                selected={taskId}
              />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              {taskId ? (
                <StudentTaskView key={taskId} taskId={taskId} />
              ) : (
                <EmptyState text="在左侧选择一项作业开始作答" />
              )}
            </Box>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
