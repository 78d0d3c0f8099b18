import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { Box, Button, Chip, CircularProgress, Link, Stack, Typography } from '@mui/material';
import type { MyClass } from '@shared/api/reader';
import { EmptyState } from '../../../components/empty-state';
import { AppLink } from '../../../components/app-link';
import { READER_PREFIX } from '../../../config/paths';
import { useMyClasses } from '../api/reader-extras';
import { QueryError } from '../components/query-error';
import { SectionCard } from '../components/section-card';

/** 我的班级: the classes the signed-in student is in, each with its textbooks, its study groups and its tasks. */
export default function MyClassListPage() {
  const q = useMyClasses();
  if (q.isPending)
    return (
      <Stack alignItems="center" sx={{ py: 8 }}>
        <CircularProgress size={28} />
      </Stack>
    );
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data.length) return <EmptyState text="你还没有加入班级，请让家长扫描老师的班级二维码加入" />;
  return (
    <Box sx={{ pt: 1.5 }}>
      {q.data.map((c) => (
        <ClassCard key={c.classId} c={c} />
      ))}
    </Box>
  );
}

function ClassCard({ c }: { c: MyClass }) {
  return (
    <SectionCard label={c.className}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
          {c.className}
        </Typography>
        {c.groupName && <Chip size="small" color="primary" variant="outlined" label={c.groupName} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {[c.schoolName, `班主任 ${c.teacherName}`, `${c.studentCount} 名同学`].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="subtitle2" sx={{ mt: 1.5, mb: 0.5 }}>
        班级教材
      </Typography>
      {c.books.length ? (
        <Stack spacing={0.75}>
          {c.books.map((b) => (
            <Stack key={b.bookId} direction="row" alignItems="center" spacing={1} sx={{ minWidth: 0 }}>
              <MenuBookOutlined fontSize="small" color="action" />
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap title={b.title}>
                {b.title}
              </Typography>
              {b.owned ? (
                <Link
                  component={AppLink}
                  to={`${READER_PREFIX}/caseList?bookId=${b.bookId}`}
                  variant="body2"
                  underline="none"
                  sx={{ flexShrink: 0 }}
                >
                  典型例题
                </Link>
              ) : (
                <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                  未拥有
                </Typography>
              )}
            </Stack>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          老师还没有布置教材任务
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          component={AppLink}
          to={`${READER_PREFIX}/group?classId=${c.classId}`}
          variant="contained"
          disableElevation
          startIcon={<GroupsOutlined />}
          sx={{ flex: 1, borderRadius: 5 }}
        >
          学习小组
        </Button>
        <Button
          component={AppLink}
          to={`${READER_PREFIX}/task?classId=${c.classId}`}
          variant="outlined"
          startIcon={<AssignmentOutlined />}
          sx={{ flex: 1, borderRadius: 5 }}
        >
          班级任务
        </Button>
      </Stack>
      <Button
        component={AppLink}
        to={`${READER_PREFIX}/classResource`}
        variant="text"
        fullWidth
        startIcon={<FolderSharedOutlined />}
        sx={{ mt: 1, borderRadius: 5 }}
      >
        班级资源
      </Button>
    </SectionCard>
  );
}
