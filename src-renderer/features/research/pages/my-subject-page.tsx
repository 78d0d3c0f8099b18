import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { to } from '../../../config/paths';
import { ApiError } from '../../../platform/http';
import { useAppSelector } from '../../../state/store';
import { useGroups, useSubjects } from '../api/research';
import { GroupCard } from '../components/group-card';
import { SubjectFilter } from '../components/subject-filter';

const gridSx = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
} as const;

/**
 * 学科教研 (/classpro/mySubject): the research groups of the teacher's school, by subject (kept in the URL as
 * ?subject=). A teacher without a school is told to bind one.
 */
export default function MySubjectPage() {
  const [params, setParams] = useSearchParams();
  const subject = params.get('subject') ?? '';
  const subjects = useSubjects();
  const groups = useGroups(subject);
  const navigate = useNavigate();
  const school = useAppSelector((s) => s.session.school);
  const subjectName = subjects.data?.find((s) => s.code === subject)?.name;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ mb: 2.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          学科教研
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          和本校同学科的老师一起集体备课：分享教案、互相评课、共同成长
        </Typography>
      </Box>
      <Stack direction="row" alignItems="center" spacing={1.5} sx={{ mb: 2.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 'none' }}>
          学科
        </Typography>
        <SubjectFilter
          subjects={subjects.data ?? []}
          value={subject}
          onChange={(code) => setParams(code ? { subject: code } : {}, { replace: true })}
        />
      </Stack>
      {groups.isPending ? (
        <Box sx={gridSx}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Box>
      ) : groups.isError ? (
        // A student in the teacher area is refused (仅教师可以使用该功能): say so rather than offer a retry.
        groups.error instanceof ApiError && groups.error.code === Code.FORBIDDEN ? (
          <EmptyState text={groups.error.message} />
        ) : (
          <ErrorState onRetry={() => void groups.refetch()} retrying={groups.isFetching} />
        )
      ) : groups.data.length === 0 ? (
        <EmptyState
          text={
            !school ? Msg.researchNoSchool : subject ? `本校暂无${subjectName ?? '该学科'}教研组` : '本校暂无教研组'
          }
        />
      ) : (
        <Box sx={gridSx}>
          {groups.data.map((g) => (
            <GroupCard key={g.id} group={g} onOpen={() => void navigate(to.mySubjectDetail(g.id))} />
          ))}
        </Box>
      )}
    </Box>
  );
}
