import { Box, Card, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EditCourseSection, EditCourseUnit } from '@shared/api/editing';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useEditableCourses, useEditCourse, useEditCourseItem } from '../api/course';
import { AddField } from '../components/add-field';
import { OutlineRow } from '../components/outline-row';

type Kind = EditCourseSection['kind'];
type Deleting = { kind: 'unit'; unit: EditCourseUnit } | { kind: 'section'; section: EditCourseSection } | null;

const KINDS: Record<Kind, string> = {
  VIDEO: '视频讲解',
  PAUSE: '暂停互动',
  TASK: '课堂任务',
  WORKS: '作品提交',
};

/** The kind picker of a section (its own, or the one a new section gets). */
function KindField({ value, label, onChange }: { value: Kind; label: string; onChange: (kind: Kind) => void }) {
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value as Kind)}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      sx={{ width: 130, flexShrink: 0 }}
    >
      {Object.entries(KINDS).map(([k, text]) => (
        <MenuItem key={k} value={k}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** 添加小节: a title and one of the four kinds. */
function AddSection({ onAdd }: { onAdd: (title: string, kind: Kind) => void }) {
  const [kind, setKind] = useState<Kind>('VIDEO');
  return (
    <AddField label="新小节名称" action="添加小节" onAdd={(title) => onAdd(title, kind)}>
      <KindField value={kind} label="新小节类型" onChange={setKind} />
    </AddField>
  );
}

/**
 * /edit/course: an AI course's units and sections (add, rename, reorder, set kinds, delete), for the publisher that
 * owns it. Deleting asks first; the server refuses one that classes already used.
 */
export default function CourseEditorPage() {
  const [params, setParams] = useSearchParams();
  const courses = useEditableCourses();
  const aicourseId = Number(params.get('aicourseId')) || courses.data?.[0]?.id || 0;
  const course = useEditCourse(aicourseId);
  const edit = useEditCourseItem();
  const units = course.data?.units ?? [];
  const [deleting, setDeleting] = useState<Deleting>(null);
  const remove = (d: NonNullable<Deleting>) => {
    edit.mutate(
      d.kind === 'unit' ? { op: 'deleteUnit', unitId: d.unit.id } : { op: 'deleteSection', sectionId: d.section.id },
    );
    setDeleting(null);
  };

  return (
    <Box sx={{ p: 3, maxWidth: 1000, mx: 'auto' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }} spacing={2}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            AI 课程编辑
          </Typography>
          <Typography variant="body2" color="text.secondary">
            添加、删除单元和小节，调整名称、顺序与类型，老师的课程页面随之更新。
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
              <OutlineRow
                title={u.title}
                label="单元名称"
                strong
                first={ui === 0}
                last={ui === units.length - 1}
                deleteTip="删除单元"
                before={
                  <Typography color="text.secondary" noWrap sx={{ width: 72, flexShrink: 0 }}>
                    第{ui + 1}单元
                  </Typography>
                }
                onRename={(title) => edit.mutate({ op: 'renameUnit', unitId: u.id, title })}
                onMove={(direction) => edit.mutate({ op: 'moveUnit', unitId: u.id, direction })}
                onDelete={() => setDeleting({ kind: 'unit', unit: u })}
              />
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, pl: 10 }}>
                {u.sections.map((s, si) => (
                  <OutlineRow
                    key={s.id}
                    item
                    title={s.title}
                    label="小节名称"
                    first={si === 0}
                    last={si === u.sections.length - 1}
                    deleteTip="删除小节"
                    onRename={(title) => edit.mutate({ op: 'updateSection', sectionId: s.id, title, kind: s.kind })}
                    onMove={(direction) => edit.mutate({ op: 'moveSection', sectionId: s.id, direction })}
                    onDelete={() => setDeleting({ kind: 'section', section: s })}
                  >
                    <KindField
                      value={s.kind}
                      label={`${s.title} 的类型`}
                      onChange={(kind) => edit.mutate({ op: 'updateSection', sectionId: s.id, title: s.title, kind })}
                    />
                  </OutlineRow>
                ))}
              </Box>
              <Box sx={{ pl: 10 }}>
                <AddSection onAdd={(title, kind) => edit.mutate({ op: 'addSection', unitId: u.id, title, kind })} />
              </Box>
            </Card>
          ))}
          <Card variant="outlined" sx={{ borderRadius: 3, p: 2, borderStyle: 'dashed' }}>
            <Typography sx={{ fontWeight: 600 }}>添加单元</Typography>
            <AddField
              label="新单元名称"
              action="添加单元"
              onAdd={(title) => edit.mutate({ op: 'addUnit', aicourseId, title })}
            />
          </Card>
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={
          deleting?.kind === 'unit'
            ? `删除单元“${deleting.unit.title}”？`
            : `删除小节“${deleting?.section.title ?? ''}”？`
        }
        message={
          deleting &&
          (deleting.kind === 'unit' && deleting.unit.sections.length > 0
            ? `该单元的 ${deleting.unit.sections.length} 个小节将一并删除，且不能恢复。已有班级上课使用的单元不能删除。`
            : `删除后不能恢复。已有班级上课使用的${deleting.kind === 'unit' ? '单元' : '小节'}不能删除。`)
        }
        confirmText="删除"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      />
    </Box>
  );
}
