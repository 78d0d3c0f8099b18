import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { Box, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { LazyCodeEditor } from '../../../components/python/lazy-code-editor';
import { OutputPane } from '../../../components/python/output-pane';
import type { OutputLine, RunResult } from '../../../components/python/python-runtime';
import { Markdown } from '../markdown';

/** A cell on screen: what is saved (type, source) and what its last run showed. */
export interface CellState {
  key: number;
  type: 'code' | 'markdown';
  source: string;
  lines: OutputLine[];
  result: RunResult | null;
  running: boolean;
  /** The run's number ([3]) since the interpreter started. */
  count: number | null;
  editing: boolean;
}

export interface NotebookCellProps {
  cell: CellState;
  index: number;
  total: number;
  canRun: boolean;
  onChange: (patch: Partial<CellState>) => void;
  onRun: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/** One notebook cell: its tools (run, move, delete), its editor or rendered text, and its output. */
export function NotebookCellView({ cell, index, total, canRun, onChange, onRun, onMove, onDelete }: NotebookCellProps) {
  const n = index + 1;
  const code = cell.type === 'code';
  return (
    <Paper
      variant="outlined"
      data-testid="notebook-cell"
      data-type={cell.type}
      sx={{ p: 1.5, display: 'flex', gap: 1 }}
    >
      <Typography
        sx={{ width: 44, flexShrink: 0, pt: 0.75, fontFamily: 'monospace', fontSize: 13, color: 'primary.main' }}
      >
        {code ? `[${cell.running ? '*' : (cell.count ?? ' ')}]` : ''}
      </Typography>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        {code ? (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            <LazyCodeEditor
              label={`第 ${n} 个单元格的代码`}
              value={cell.source}
              onChange={(source) => onChange({ source })}
              minHeight="48px"
              onRun={onRun}
            />
          </Box>
        ) : cell.editing ? (
          <TextField
            multiline
            minRows={3}
            fullWidth
            autoFocus
            label={`第 ${n} 个单元格的文本（Markdown）`}
            value={cell.source}
            onChange={(e) => onChange({ source: e.target.value })}
            onBlur={() => onChange({ editing: false })}
          />
        ) : (
          <Box onDoubleClick={() => onChange({ editing: true })} sx={{ px: 1, py: 0.5, cursor: 'text' }}>
            <Markdown source={cell.source} />
          </Box>
        )}
        {code && (cell.lines.length > 0 || cell.result || cell.running) && (
          <OutputPane lines={cell.lines} result={cell.result} running={cell.running} minHeight={0} />
        )}
        {(cell.result?.status === 'stopped' || cell.result?.status === 'timeout') && (
          <Typography variant="caption" color="warning.main">
            Python 已重新启动，之前定义的变量已清空，请重新运行需要的单元格。
          </Typography>
        )}
      </Stack>
      <Stack sx={{ flexShrink: 0 }}>
        {code ? (
          <Tooltip title="运行此单元格（Shift+Enter）">
            <span>
              <IconButton aria-label={`运行第 ${n} 个单元格`} color="primary" disabled={!canRun} onClick={onRun}>
                <PlayArrowRounded />
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          <Tooltip title="编辑文本">
            <IconButton aria-label={`编辑第 ${n} 个单元格`} onClick={() => onChange({ editing: !cell.editing })}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
        )}
        <IconButton aria-label={`上移第 ${n} 个单元格`} size="small" disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUpwardRounded fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={`下移第 ${n} 个单元格`}
          size="small"
          disabled={index === total - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownwardRounded fontSize="small" />
        </IconButton>
        <IconButton aria-label={`删除第 ${n} 个单元格`} size="small" onClick={onDelete}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
}
