import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { Box, Button, Card, Chip, IconButton, Skeleton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { EDITING_LIMITS, type EditLesson, type EditUnit } from '@shared/api/editing';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useEditCatalogue, useEditCatalogueItem, type CatalogueEdit } from '../api/catalogue';
import { BookPicker, useBookChoice } from '../components/book-picker';
import { InlineTitle } from '../components/inline-title';
import { MoveButtons } from '../components/move-buttons';

type Deleting = { kind: 'unit'; unit: EditUnit } | { kind: 'lesson'; lesson: EditLesson } | null;

/** A field and 添加 button that adds a unit or a lesson by its title. */
function AddField({ label, onAdd }: { label: string; onAdd: (title: string) => void }) {
  const [text, setText] = useState('');
  const add = () => {
    if (!text.trim()) return;
    onAdd(text.trim());
    setText('');
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      <TextField
        size="small"
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && add()}
        slotProps={{ htmlInput: { 'aria-label': label, maxLength: EDITING_LIMITS.TITLE_MAX } }}
        sx={{ flex: 1, maxWidth: 420 }}
      />
      <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={add} disabled={!text.trim()}>
        添加
      </Button>
    </Stack>
  );
}

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
              <Stack direction="row" alignItems="center" spacing={1}>
                <InlineTitle
                  title={u.title}
                  label="单元名称"
                  strong
                  onSave={(title) => run({ op: 'renameUnit', unitId: u.id, title })}
                />
                <Typography variant="caption" color="text.secondary">
                  第 {u.startPage}–{u.endPage} 页
                </Typography>
                <MoveButtons
                  name={u.title}
                  first={ui === 0}
                  last={ui === units.length - 1}
                  onMove={(direction) => run({ op: 'moveUnit', unitId: u.id, direction })}
                />
                <Tooltip title="删除单元">
                  <IconButton
                    size="small"
                    aria-label={`删除 ${u.title}`}
                    onClick={() => ask({ kind: 'unit', unit: u })}
                  >
                    <DeleteOutlineRoundedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, pl: 3 }}>
                {u.lessons.map((l, li) => (
                  <Stack
                    component="li"
                    key={l.id}
                    direction="row"
                    alignItems="center"
                    spacing={1}
                    sx={{ py: 0.25, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <InlineTitle
                      title={l.title}
                      label="课名称"
                      onSave={(title) => run({ op: 'renameLesson', lessonId: l.id, title })}
                    />
                    {l.contentCount > 0 && <Chip size="small" variant="outlined" label={`${l.contentCount} 项内容`} />}
                    <MoveButtons
                      name={l.title}
                      first={li === 0}
                      last={li === u.lessons.length - 1}
                      onMove={(direction) => run({ op: 'moveLesson', lessonId: l.id, direction })}
                    />
                    <Tooltip title="删除课">
                      <IconButton
                        size="small"
                        aria-label={`删除 ${l.title}`}
                        onClick={() => ask({ kind: 'lesson', lesson: l })}
                      >
                        <DeleteOutlineRoundedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
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
