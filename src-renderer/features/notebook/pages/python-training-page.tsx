import { CheckVerdict, RunBar } from '../../../components/python/run-bar';
import { Box, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { judge, type Verdict } from '../../../components/python/check-output';
import { LazyCodeEditor } from '../../../components/python/lazy-code-editor';
import { OutputPane } from '../../../components/python/output-pane';
import type { OutputLine, RunResult } from '../../../components/python/python-runtime';
import { usePython } from '../../../components/python/use-python';
import { ExercisePanel } from '../components/exercise-panel';
import { LabHeader } from '../../../components/lab-header';
import { RuntimeStatus } from '../../../components/python/runtime-status';
import { EXERCISES } from '../exercises';

/** /pyhtonTraining: Python practice in the browser (issue 12) — exercises, editor, run / stop / reset, 检查. */
export default function PythonTrainingPage() {
  const { runtime, ready, readyMs, failed } = usePython();
  const [currentId, setCurrentId] = useState(EXERCISES[0]!.id);
  const current = EXERCISES.find((e) => e.id === currentId) ?? EXERCISES[0]!;
  const [codes, setCodes] = useState<Record<string, string>>({});
  const code = codes[current.id] ?? current.starter;
  const [lines, setLines] = useState<OutputLine[]>([]);
  const [result, setResult] = useState<RunResult | null>(null);
  const [running, setRunning] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(null);

  const clear = () => {
    setLines([]);
    setResult(null);
    setVerdict(null);
  };

  async function run(withCheck: boolean) {
    if (!runtime || running) return;
    clear();
    setRunning(true);
    const r = await runtime.run({
      code,
      files: current.files,
      fresh: true,
      check: withCheck ? current.check : undefined,
      onOutput: (line) => setLines((ls) => [...ls, line]),
    });
    setRunning(false);
    setResult(r);
    if (withCheck) setVerdict(judge(r, current.expectedLines));
  }

  const select = (id: string) => {
    if (running) runtime?.stop();
    setCurrentId(id);
    clear();
  };
  const reset = () => {
    setCodes((c) => ({ ...c, [current.id]: current.starter }));
    clear();
  };

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f4f6fb' }}>
      <LabHeader title="Python 实训" subtitle="在浏览器中编写并运行 Python，无需安装任何软件">
        <RuntimeStatus ready={ready} readyMs={readyMs} failed={failed} />
      </LabHeader>
      <Box
        component="main"
        sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, p: 2 }}
      >
        <ExercisePanel exercises={EXERCISES} current={current} onSelect={select} />
        <Paper
          variant="outlined"
          sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', p: 2, gap: 1.5 }}
        >
          <RunBar
            fileName={'main.py'}
            ready={ready}
            running={running}
            onRun={() => void run(false)}
            onStop={() => runtime?.stop()}
            onReset={reset}
            onCheck={() => void run(true)}
          />
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}>
            <LazyCodeEditor
              key={current.id}
              label="代码编辑器"
              value={code}
              onChange={(v) => setCodes((c) => ({ ...c, [current.id]: v }))}
              minHeight="260px"
              maxHeight="340px"
              onRun={() => void run(false)}
            />
          </Box>
          {verdict && <CheckVerdict verdict={verdict} />}
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
