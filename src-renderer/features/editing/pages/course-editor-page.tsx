import { Box, Card, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { EditCourseSection } from '@shared/api/editing';
import { EmptyState } from '../../../components/empty-state';
import { useEditableCourses, useEditCourse, useEditCourseItem } from '../api/course';
import { InlineTitle } from '../components/inline-title';
import { MoveButtons } from '../components/move-buttons';

const KINDS: Record<EditCourseSection['kind'], string> = {
  VIDEO: '视频讲解',
  PAUSE: '暂停互动',
  TASK: '课堂任务',
  WORKS: '作品提交',
};

/** /edit/course: an AI course's units and sections (titles, order, kinds), for the publisher that owns it. */
export default function CourseEditorPage() {
  const [params, setParams] = useSearchParams();
  const courses = useEditableCourses();
  const aicourseId = Number(params.get('aicourseId')) || courses.data?.[0]?.id || 0;
  const course = useEditCourse(aicourseId);
  const edit = useEditCourseItem();
  const units = course.data?.units ?? [];

  return (
    <Box sx={{ p: 3, maxWidth: 1000, mx: 'auto' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }} spacing={2}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            AI 课程编辑
          </Typography>
          <Typography variant="body2" color="text.secondary">
            调整单元和小节的名称、顺序与类型，老师的课程页面随之更新。
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label="课程"
          value={courses.data?.some((c) => c.id === aicourseId) ? aicourseId : ''}
          onChange={(e) => setParams({ aicourseId: String(e.target.value) })}
          sx={{ minWidth: 300 }}
        >
          {(courses.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.title}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {courses.data && !courses.data.length ? (
        <EmptyState text="本出版社暂无 AI 课程" />
      ) : !course.data ? (
        <Skeleton variant="rounded" height={420} />
      ) : (
        <Stack spacing={2}>
          {units.map((u, ui) => (
            <Card key={u.id} variant="outlined" sx={{ borderRadius: 3, p: 2 }} data-testid="course-unit">
              <Stack direction="row" alignItems="center" spacing={1}>
                <Typography color="text.secondary" noWrap sx={{ width: 72, flexShrink: 0 }}>
                  第{ui + 1}单元
                </Typography>
                <InlineTitle
                  title={u.title}
                  label="单元名称"
                  strong
                  onSave={(title) => edit.mutate({ op: 'renameUnit', unitId: u.id, title })}
                />
                <MoveButtons
                  name={u.title}
                  first={ui === 0}
                  last={ui === units.length - 1}
                  onMove={(direction) => edit.mutate({ op: 'moveUnit', unitId: u.id, direction })}
                />
              </Stack>
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, pl: 10 }}>
                {u.sections.map((s, si) => (
                  <Stack
                    component="li"
                    key={s.id}
                    direction="row"
                    alignItems="center"
                    spacing={1}
                    sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <InlineTitle
                      title={s.title}
                      label="小节名称"
                      onSave={(title) => edit.mutate({ op: 'updateSection', sectionId: s.id, title, kind: s.kind })}
                    />
                    <TextField
                      select
                      size="small"
                      value={s.kind}
                      onChange={(e) =>
                        edit.mutate({
                          op: 'updateSection',
                          sectionId: s.id,
                          title: s.title,
                          kind: e.target.value as EditCourseSection['kind'],
                        })
                      }
                      slotProps={{ htmlInput: { 'aria-label': `${s.title} 的类型` } }}
                      sx={{ width: 130 }}
                    >
                      {Object.entries(KINDS).map(([k, label]) => (
                        <MenuItem key={k} value={k}>
                          {label}
                        </MenuItem>
                      ))}
                    </TextField>
                    <MoveButtons
                      name={s.title}
                      first={si === 0}
                      last={si === u.sections.length - 1}
                      onMove={(direction) => edit.mutate({ op: 'moveSection', sectionId: s.id, direction })}
                    />
                  </Stack>
                ))}
              </Box>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
