import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { CatalogCourse } from '@shared/api/course-center';
import { isId } from '@shared/rules/validators';
import { BadAddressState } from '../../../components/bad-address-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { appActions } from '../../../state/app-slice';
import { useAppDispatch } from '../../../state/store';
import { useCoursePackages, usePackage } from '../api/center';
import { ApplyTrialDialog } from '../components/apply-trial-dialog';
import { PackageCard, packagePath } from '../components/package-card';

/**
 * /classpro/course/package/:categoryId/:packageId/:type — a course package: what it is for, its courses (held by
 * the school: 添加到班级; not held: 申请试用) and the other packages those courses belong to.
 */
export default function PackagePage() {
  const packageId = Number(useParams().packageId);
  const pkg = usePackage(packageId);
  const firstCourse = pkg.data?.courses[0]?.courseId ?? 0;
  const related = useCoursePackages(firstCourse);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [applying, setApplying] = useState<CatalogCourse | null>(null);
  if (!isId(packageId)) return <BadAddressState home={paths.home} />;
  if (pkg.isPending) return <PageLoading />;
  if (pkg.isError) return <ErrorState onRetry={() => void pkg.refetch()} retrying={pkg.isFetching} />;
  const p = pkg.data;
  const others = (related.data ?? []).filter((r) => r.id !== p.id);
  return (
    <Stack spacing={3} sx={{ p: 3, maxWidth: 1200, mx: 'auto' }}>
      <ApplyTrialDialog
        open={applying != null}
        onClose={() => setApplying(null)}
        courseId={applying?.courseId ?? 0}
        courseTitle={applying?.title ?? ''}
      />
      <Card elevation={0} sx={{ p: 3, borderRadius: 3, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Box
          component="img"
          src={mediaUrl(p.coverUrl)}
          alt={p.name}
          sx={{ width: 360, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, bgcolor: '#eef2f8' }}
        />
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 280 }}>
          <Typography variant="body2" color="primary">
            {p.seriesName}
          </Typography>
          <Typography variant="h5" component="h1" fontWeight={700}>
            {p.name}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Chip label={p.subject} color="primary" size="small" />
            <Chip label={p.gradeRange} size="small" />
            <Chip label={`${p.courseCount}门课程`} size="small" />
          </Stack>
          <Typography color="text.secondary">{p.description}</Typography>
        </Stack>
      </Card>
      <Card elevation={0} sx={{ p: 3, borderRadius: 3 }}>
        <Typography variant="h6" gutterBottom>
          包含的课程
        </Typography>
        <Stack spacing={2}>
          {p.courses.map((c) => (
            <Stack key={c.courseId} direction="row" spacing={2} alignItems="center" data-testid="package-course">
              <Box
                component="img"
                src={mediaUrl(c.coverUrl)}
                alt=""
                sx={{ width: 160, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, bgcolor: '#eef2f8' }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{c.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {c.subject} · {c.gradeRange} · {c.lessonCount}课时
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {c.description}
                </Typography>
              </Box>
              {c.entitled ? (
                <Chip size="small" color="success" label="学校已开通" />
              ) : (
                <Chip size="small" label="未开通" />
              )}
              <Button variant="outlined" onClick={() => navigate(`/classpro/course/detail/${c.courseId}`)}>
                课程详情
              </Button>
              {c.entitled ? (
                <Button variant="contained" onClick={() => dispatch(appActions.openDialog('addCourse'))}>
                  添加到班级
                </Button>
              ) : (
                <Button variant="contained" onClick={() => setApplying(c)}>
                  申请试用
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      </Card>
      {others.length > 0 && (
        <Box>
          <Typography variant="h6" gutterBottom>
            相关课程包
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2.5 }}>
            {others.map((o) => (
              <PackageCard key={o.id} pkg={o} onOpen={() => navigate(packagePath(o))} />
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
