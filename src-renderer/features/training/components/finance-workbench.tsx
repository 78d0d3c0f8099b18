import { Alert, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TrainingDetail } from '@shared/api/training';
import { ErrorState } from '../../../components/error-state';
import {
  SpreadsheetPractice,
  type ExcelCheckResult,
  type SheetCell,
} from '../../../components/spreadsheet/lazy-spreadsheet-practice';
import { useSaveTrainingResult, useTrainingCatalog, useTrainingDetail, useWorkbookFile } from '../api/training';
import { InstructionsAndSteps, PresetFileView } from './training-brief';

/** The excel training named by `?id=` (or the lab's first excel training) and the class course `?studentCourseId=`. */
export function useFinanceTraining() {
  const [params] = useSearchParams();
  const asked = Number(params.get('id')) || 0;
  const sc = Number(params.get('studentCourseId')) || 0;
  const first = useTrainingCatalog({ kind: 'excel' }, !asked);
  const id = asked || first.data?.list[0]?.id || 0;
  const detail = useTrainingDetail(id, sc);
  const none = !asked && first.isSuccess && !first.data.list.length;
  return { detail, none };
}

const MAX_CELLS = 500;
/** The filled-in cells as saved with the result (values as text, formulas kept). */
const answerCells = (cells: SheetCell[]) =>
  cells
    .filter((c) => c.value !== null && c.value !== '')
    .slice(0, MAX_CELLS)
    .map((c) => ({
      sheet: c.sheet,
      ref: c.ref,
      value: String(c.value).slice(0, 500),
      ...(c.formula ? { formula: c.formula.slice(0, 500) } : {}),
    }));

/** 财务实训: the training's workbook in the spreadsheet; 检查 compares the cells and saves the result when signed in. */
export function FinanceWorkbench({ t }: { t: TrainingDetail }) {
  const workbookUrl = t.presetFiles.find((f) => f.url)?.url;
  const file = useWorkbookFile(workbookUrl);
  const save = useSaveTrainingResult();
  const [checked, setChecked] = useState<ExcelCheckResult | null>(null);
  const onCheck = async (result: ExcelCheckResult, cells: SheetCell[]) => {
    setChecked(result);
    if (!t.signedIn) return;
    await save.mutateAsync({
      trainingId: t.id,
      studentCourseId: t.studentCourseId ?? undefined,
      passed: result.passed,
      score: result.score,
      submission: { cells: answerCells(cells) },
    });
  };
  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        component="aside"
        aria-label="实验说明"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}
      >
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap">
            <Chip size="small" color="success" label="财务实训" />
            <Chip size="small" label={t.subject} />
            <Chip size="small" label={t.grade} />
            {t.className && <Chip size="small" variant="outlined" label={t.className} />}
          </Stack>
          {t.presetFiles.map((f) => (
            <PresetFileView key={f.name} f={f} />
          ))}
        </Stack>
        <InstructionsAndSteps instructions={t.instructions} steps={t.steps} />
      </Paper>
      {checked && (
        <Typography variant="body2" color="text.secondary" data-testid="training-save-status">
          {!t.signedIn
            ? '登录后可保存结果'
            : save.isPending
              ? '正在保存结果…'
              : save.isSuccess
                ? `结果已保存（得分 ${checked.score}），可在“我的AI实验”中查看`
                : save.isError
                  ? '结果保存失败，请再检查一次'
                  : ''}
        </Typography>
      )}
      {!t.signedIn && !checked && (
        <Alert severity="info" variant="outlined">
          未登录也可以练习，登录后可保存结果。
        </Alert>
      )}
      {file.isError ? (
        <ErrorState onRetry={() => void file.refetch()} retrying={file.isFetching} />
      ) : file.data ? (
        <SpreadsheetPractice
          workbook={file.data}
          expectations={t.check.kind === 'excel' ? t.check.cells : []}
          onCheck={onCheck}
          height={520}
        />
      ) : (
        <Skeleton variant="rounded" height={573} />
      )}
    </Stack>
  );
}
