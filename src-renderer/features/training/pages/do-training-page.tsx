import { CheckVerdict, RunBar } from '../../../components/python/run-bar';
import { Alert, Box, Chip, Paper, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { TrainingDetail } from '@shared/api/training';
import { judge, type Verdict } from '../../../components/python/check-output';
import { LazyCodeEditor } from '../../../components/python/lazy-code-editor';
import { OutputPane } from '../../../components/python/output-pane';
import type { OutputLine, RunResult } from '../../../components/python/python-runtime';
import { usePython } from '../../../components/python/use-python';
import { ErrorState } from '../../../components/error-state';
import { useSaveTrainingResult, useTrainingDetail } from '../api/training';
import { LabHeader } from '../../../components/lab-header';
import { RuntimeStatus } from '../../../components/python/runtime-status';
import { InstructionsAndSteps, PresetFileView } from '../components/training-brief';

const MAIN = 'main.py';

/** /doTrainingDetail/:id/:studentCourseId: do a Python training — run, stop, 检查 (saved when signed in). */
export default function DoTrainingPage() {
  const params = useParams();
  const q = useTrainingDetail(Number(params.id) || 0, Number(params.studentCourseId) || 0);
  if (q.isPending)
    return (
      <Box sx={{ p: 3 }}>
        <Skeleton variant="rounded" height={480} />
      </Box>
    );
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  if (q.data.kind !== 'python')
    return (
      <Alert severity="warning" sx={{ m: 3 }}>
        这个实验不是 Python 实验
      </Alert>
    );
  return <Workbench t={q.data} />;
}

function Workbench({ t }: { t: TrainingDetail }) {
  const { runtime, ready, readyMs, failed } = usePython();
  const preset = t.presetFiles.find((f) => f.name === MAIN)?.content ?? '';
  const dataFiles = t.presetFiles.filter((f) => f.name !== MAIN && f.content !== undefined);
  const [code, setCode] = useState(preset);
  const [lines, setLines] = useState<OutputLine[]>([]);
  const [result, setResult] = useState<RunResult | null>(null);
  const [running, setRunning] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const save = useSaveTrainingResult();
  const check = t.check.kind === 'python' ? t.check : undefined;

  async function run(withCheck: boolean) {
    if (!runtime || running) return;
    setLines([]);
    setResult(null);
    setVerdict(null);
    save.reset();
    setRunning(true);
    const r = await runtime.run({
      code,
      files: Object.fromEntries(dataFiles.map((f) => [f.name, f.content!])),
      fresh: true,
      check: withCheck ? check?.check : undefined,
      onOutput: (line) => setLines((ls) => [...ls, line]),
    });
    setRunning(false);
    setResult(r);
    if (!withCheck) return;
    const v = judge(r, check?.expectedLines);
    setVerdict(v);
    if (t.signedIn && r.status !== 'stopped')
      save.mutate({
        trainingId: t.id,
        studentCourseId: t.studentCourseId ?? undefined,
        passed: v.passed,
        score: v.passed ? 100 : 0,
        submission: { code },
      });
  }

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f4f6fb' }}>
      <LabHeader title={t.title} subtitle={[t.subject, t.grade, t.className].filter(Boolean).join(' · ')}>
        {!t.signedIn && <Chip size="small" color="warning" variant="outlined" label="登录后可保存结果" />}
        <RuntimeStatus ready={ready} readyMs={readyMs} failed={failed} />
      </LabHeader>
      <Box
        component="main"
        sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, p: 2 }}
      >
        <Paper
          variant="outlined"
          component="aside"
          aria-label="实验说明"
          sx={{
            width: { md: 340 },
            flexShrink: 0,
            p: 2,
            overflowY: 'auto',
            display: 'grid',
            gap: 2,
            alignContent: 'start',
          }}
        >
          <InstructionsAndSteps instructions={t.instructions} steps={t.steps} />
          {dataFiles.map((f) => (
            <PresetFileView key={f.name} f={f} maxHeight={150} />
          ))}
        </Paper>
        <Paper
          variant="outlined"
          sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', p: 2, gap: 1.5 }}
        >
          <RunBar
            fileName={MAIN}
            ready={ready}
            running={running}
            onRun={() => void run(false)}
            onStop={() => runtime?.stop()}
            onReset={() => setCode(preset)}
            onCheck={() => void run(true)}
          />
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}>
            <LazyCodeEditor
              label="代码编辑器"
              value={code}
              onChange={setCode}
              minHeight="280px"
              maxHeight="360px"
              onRun={() => void run(false)}
            />
          </Box>
          {verdict && <CheckVerdict verdict={verdict} />}
          {verdict && (
            <Typography variant="body2" color="text.secondary" data-testid="training-save-status">
              {!t.signedIn
                ? '登录后可保存结果'
                : save.isPending
                  ? '正在保存结果…'
                  : save.isSuccess
                    ? '结果已保存，可在“我的AI实验”中查看'
                    : save.isError
                      ? '结果保存失败，请再检查一次'
                      : ''}
            </Typography>
          )}
          <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
              输出
            </Typography>
            <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', '& > *': { flex: 1 } }}>
              <OutputPane lines={lines} result={result} running={running} />
            </Box>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
