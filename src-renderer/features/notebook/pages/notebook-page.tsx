import AddRounded from '@mui/icons-material/AddRounded';
import FastForwardRounded from '@mui/icons-material/FastForwardRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import StopRounded from '@mui/icons-material/StopRounded';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NOTEBOOK_LIMITS } from '@shared/api/notebook';
import { usePython } from '../../../components/python/use-python';
import { useNotebook, useSaveNotebook } from '../api/notebook';
import { LabHeader } from '../../../components/lab-header';
import { NotebookCellView } from '../components/notebook-cell';
import { RuntimeStatus } from '../../../components/python/runtime-status';
import { starterNotebook } from '../starter-notebook';
import { toCellState, toSaved, useNotebookCells } from '../use-notebook-cells';

const AUTOSAVE_MS = 1500;

/** /digitalbooks/jupyterhub?bookId=&lessonId=: the caller's Python notebook of a book's lesson (issue 12). */
export default function NotebookPage() {
  const [params] = useSearchParams();
  const bookId = Number(params.get('bookId')) || 0;
  const lessonId = Number(params.get('lessonId')) || 0;
  const { runtime, ready, readyMs, failed } = usePython();
  const query = useNotebook(bookId, lessonId);
  const save = useSaveNotebook();
  const nb = useNotebookCells(runtime);
  const [savedJson, setSavedJson] = useState<string | null>(null);
  const loaded = useRef(false);

  // The saved notebook, or the starter one, once.
  useEffect(() => {
    if (!query.data || loaded.current) return;
    loaded.current = true;
    const cells = query.data.notebook?.cells ?? starterNotebook(query.data.lessonTitle);
    nb.setCells(cells.map(toCellState));
    setSavedJson(JSON.stringify(query.data.notebook?.cells ?? null));
  }, [query.data, nb]);

  const json = JSON.stringify(toSaved(nb.cells));
  const dirty = loaded.current && savedJson !== null && json !== savedJson;
  const size = nb.cells.reduce((n, c) => n + c.source.length, 0);
  const tooLarge = size > NOTEBOOK_LIMITS.TOTAL_MAX;

  const saveNow = () => {
    if (save.isPending || tooLarge) return;
    save.mutate({ bookId, lessonId, cells: toSaved(nb.cells) }, { onSuccess: () => setSavedJson(json) });
  };
  // Autosave a moment after the last edit.
  useEffect(() => {
    if (!dirty || tooLarge || save.isPending || save.isError) return;
    const t = setTimeout(saveNow, AUTOSAVE_MS);
    return () => clearTimeout(t);
  });

  if (!bookId || !lessonId)
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="warning">请从数字教材的课时打开 Python 笔记本（链接缺少 bookId 或 lessonId）。</Alert>
      </Box>
    );
  const view = query.data;
  const saveLabel = tooLarge
    ? `内容过大（${size} 字符），最多 ${NOTEBOOK_LIMITS.TOTAL_MAX} 字符，无法保存`
    : save.isPending
      ? '保存中…'
      : dirty
        ? '有未保存的修改'
        : view?.notebook || savedJson !== 'null'
          ? '已保存'
          : '示例笔记本（修改后自动保存）';

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f4f6fb' }}>
      <LabHeader title="Python 笔记本" subtitle={view ? `${view.bookTitle} · ${view.lessonTitle}` : undefined}>
        <RuntimeStatus ready={ready} readyMs={readyMs} failed={failed} />
      </LabHeader>
      <Box component="main" sx={{ maxWidth: 1080, mx: 'auto', p: 2 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            flexWrap: 'wrap',
            mb: 2,
            position: 'sticky',
            top: 0,
            zIndex: 1,
            py: 1,
            bgcolor: '#f4f6fb',
          }}
        >
          <Button
            variant="contained"
            startIcon={<FastForwardRounded />}
            disabled={!ready || nb.busy}
            onClick={() => void nb.runAll()}
          >
            全部运行
          </Button>
          <Button variant="outlined" color="error" startIcon={<StopRounded />} disabled={!nb.busy} onClick={nb.stop}>
            停止
          </Button>
          <Button
            variant="outlined"
            startIcon={<RestartAltRounded />}
            disabled={!ready || nb.busy}
            onClick={nb.restart}
          >
            重启内核
          </Button>
          <Button
            variant="outlined"
            startIcon={<SaveOutlined />}
            disabled={!dirty || tooLarge || save.isPending}
            onClick={saveNow}
          >
            保存
          </Button>
          <Typography
            data-testid="notebook-save-status"
            variant="body2"
            color={tooLarge ? 'error' : 'text.secondary'}
            sx={{ ml: 1 }}
          >
            {saveLabel}
          </Typography>
        </Stack>
        {query.isPending && <CircularProgress sx={{ display: 'block', mx: 'auto', my: 6 }} />}
        {query.isError && <Alert severity="error">{query.error.message}</Alert>}
        <Stack spacing={1.5}>
          {nb.cells.map((cell, i) => (
            <NotebookCellView
              key={cell.key}
              cell={cell}
              index={i}
              total={nb.cells.length}
              canRun={ready && !nb.busy}
              onChange={(p) => nb.patch(cell.key, p)}
              onRun={() => void nb.run(cell.key)}
              onMove={(by) => nb.move(cell.key, by)}
              onDelete={() => nb.remove(cell.key)}
            />
          ))}
        </Stack>
        {view && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 2, mb: 6 }}>
            <Button startIcon={<AddRounded />} onClick={() => nb.add('code')}>
              代码单元格
            </Button>
            <Button startIcon={<AddRounded />} onClick={() => nb.add('markdown')}>
              文本单元格
            </Button>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
