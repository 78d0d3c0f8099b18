import { Box, Card, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { EditLesson, EditUnit } from '@shared/api/editing';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useEditCatalogue, useEditCatalogueItem, type CatalogueEdit } from '../api/catalogue';
import { BookPicker, useBookChoice } from '../components/book-picker';
import { AddField } from '../components/add-field';
import { OutlineRow } from '../components/outline-row';

type Deleting = { kind: 'unit'; unit: EditUnit } | { kind: 'lesson'; lesson: EditLesson } | null;

/** /editor: a book's catalogue (units and lessons) — add, rename, reorder and delete, for the publisher's books. */
export default function CatalogueEditorPage() {
  const choice = useBookChoice();
  const cat = useEditCatalogue(choice.bookId);
  const edit = useEditCatalogueItem();
  const [deleting, setDeleting] = useState<Deleting>(null);
  const run = (e: CatalogueEdit) => edit.mutate(e);
  const units = cat.data?.units ?? [];

  const content = (d: NonNullable<Deleting>) =>
    d.kind === 'lesson' ? d.lesson.contentCount : d.unit.lessons.reduce((n, l) => n + l.contentCount, 0);
  const remove = (d: NonNullable<Deleting>) => {
    run(d.kind === 'unit' ? { op: 'deleteUnit', unitId: d.unit.id } : { op: 'deleteLesson', lessonId: d.lesson.id });
    setDeleting(null);
  };
  const ask = (d: NonNullable<Deleting>) => {
    // Nothing hangs on an empty lesson or unit: it goes at once; one with content asks first.
    const empty = content(d) === 0 && (d.kind === 'lesson' || d.unit.lessons.length === 0);
    if (empty) remove(d);
    else setDeleting(d);
  };

  return (
    <Box sx={{ p: 3, maxWidth: 1000, mx: 'auto' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }} spacing={2}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            教材目录编辑
          </Typography>
          <Typography variant="body2" color="text.secondary">
            修改后老师的教材目录立即更新。
          </Typography>
        </Box>
        <BookPicker choice={choice} />
      </Stack>
      {choice.books.data && !choice.books.data.length ? (
        <EmptyState text="本出版社暂无教材" />
      ) : !cat.data ? (
        <Skeleton variant="rounded" height={420} />
      ) : (
        <Stack spacing={2}>
          {units.map((u, ui) => (
            <Card key={u.id} variant="outlined" sx={{ borderRadius: 3, p: 2 }} data-testid="edit-unit">
              <OutlineRow
                title={u.title}
                label="单元名称"
                strong
                first={ui === 0}
                last={ui === units.length - 1}
                deleteTip="删除单元"
                onRename={(title) => run({ op: 'renameUnit', unitId: u.id, title })}
                onMove={(direction) => run({ op: 'moveUnit', unitId: u.id, direction })}
                onDelete={() => ask({ kind: 'unit', unit: u })}
              >
                <Typography variant="caption" color="text.secondary">
                  第 {u.startPage}–{u.endPage} 页
                </Typography>
              </OutlineRow>
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, pl: 3 }}>
                {u.lessons.map((l, li) => (
                  <OutlineRow
                    key={l.id}
                    item
                    title={l.title}
                    label="课名称"
                    first={li === 0}
                    last={li === u.lessons.length - 1}
                    deleteTip="删除课"
                    onRename={(title) => run({ op: 'renameLesson', lessonId: l.id, title })}
                    onMove={(direction) => run({ op: 'moveLesson', lessonId: l.id, direction })}
                    onDelete={() => ask({ kind: 'lesson', lesson: l })}
                  >
                    {l.contentCount > 0 && <Chip size="small" variant="outlined" label={`${l.contentCount} 项内容`} />}
                  </OutlineRow>
                ))}
              </Box>
              <Box sx={{ pl: 3 }}>
                <AddField label="新课名称" onAdd={(title) => run({ op: 'addLesson', unitId: u.id, title })} />
              </Box>
            </Card>
          ))}
          <Card variant="outlined" sx={{ borderRadius: 3, p: 2, borderStyle: 'dashed' }}>
            <Typography sx={{ fontWeight: 600 }}>添加单元</Typography>
            <AddField label="新单元名称" onAdd={(title) => run({ op: 'addUnit', bookId: choice.bookId, title })} />
          </Card>
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={
          deleting?.kind === 'unit' ? `删除单元“${deleting.unit.title}”？` : `删除“${deleting?.lesson.title ?? ''}”？`
        }
        message={
          deleting &&
          (deleting.kind === 'unit'
            ? `该单元有 ${deleting.unit.lessons.length} 课、${content(deleting)} 项资源和讲义，将一并删除，且不能恢复。`
            : `该课有 ${content(deleting)} 项资源和讲义，将一并删除，且不能恢复。`)
        }
        confirmText="删除"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      />
    </Box>
  );
}
