import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CloudDoneRounded from '@mui/icons-material/CloudDoneRounded';
import ComputerRounded from '@mui/icons-material/ComputerRounded';
import DesktopWindowsRounded from '@mui/icons-material/DesktopWindowsRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import MemoryRounded from '@mui/icons-material/MemoryRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../config/paths';
import { CheckRow } from '../components/check-row';
import { worst } from '../grading';
import { playTone } from '../probes';
import { useDeviceCheck, type ItemKey } from '../use-device-check';

const ITEMS: [ItemKey, string, ReactNode][] = [
  ['api', Msg.dcApi, <CloudDoneRounded key="i" />],
  ['download', Msg.dcDownload, <DownloadRounded key="i" />],
  ['camera', Msg.dcCamera, <VideocamRounded key="i" />],
  ['microphone', Msg.dcMicrophone, <MicRounded key="i" />],
  ['speaker', Msg.dcSpeaker, <VolumeUpRounded key="i" />],
  ['screen', Msg.dcScreen, <DesktopWindowsRounded key="i" />],
  ['browser', Msg.dcBrowser, <LanguageRounded key="i" />],
  ['system', Msg.dcSystem, <ComputerRounded key="i" />],
  ['desktop', Msg.dcDesktop, <MemoryRounded key="i" />],
];

function Preview({ stream }: { stream: MediaStream }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={video}
      autoPlay
      muted
      playsInline
      sx={{ width: 120, height: 68, borderRadius: 1.5, objectFit: 'cover', bgcolor: '#000' }}
    />
  );
}

/** /network/network-check: the checks a teacher runs before class, each with pass, warning or fail and a hint. */
export default function DeviceCheckPage() {
  const navigate = useNavigate();
  const { results, running, camera, run, speaker } = useDeviceCheck();
  const shown = ITEMS.filter(([k]) => k !== 'desktop' || results.desktop || running.has('desktop'));
  const done = running.size === 0 && shown.every(([k]) => results[k] !== undefined);
  const verdict = worst(shown.map(([k]) => results[k]?.level ?? 'pass'));
  const summary = { pass: Msg.dcSummaryPass, warn: Msg.dcSummaryWarn, fail: Msg.dcSummaryFail }[verdict];
  const extra = (k: ItemKey) => {
    if (k === 'camera' && camera) return <Preview stream={camera} />;
    if (k === 'speaker')
      return (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => void playTone()}>
            {Msg.dcPlayTone}
          </Button>
          <Button size="small" onClick={() => speaker(true)}>
            {Msg.dcHeard}
          </Button>
          <Button size="small" color="inherit" onClick={() => speaker(false)}>
            {Msg.dcNotHeard}
          </Button>
        </Stack>
      );
    return null;
  };
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        background: 'linear-gradient(180deg,#e8efff 0,#f5f7fb 320px)',
      }}
    >
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Button
          startIcon={<ArrowBackRounded />}
          color="inherit"
          onClick={() => void navigate(paths.classpro)}
          sx={{ mb: 2 }}
        >
          {Msg.dcBack}
        </Button>
        <Stack direction="row" alignItems="flex-end" sx={{ mb: 3 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              {Msg.dcTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {Msg.dcSubtitle}
            </Typography>
          </Box>
          <Button
            variant="contained"
            disableElevation
            size="large"
            disabled={!done}
            onClick={() => void run()}
            sx={{ borderRadius: 6, px: 3 }}
          >
            {done ? Msg.dcRestart : Msg.dcRunning}
          </Button>
        </Stack>
        {done && (
          <Alert
            severity={verdict === 'pass' ? 'success' : verdict === 'warn' ? 'warning' : 'error'}
            sx={{ mb: 2, borderRadius: 3 }}
            data-testid="dc-summary"
          >
            {summary}
          </Alert>
        )}
        <Paper elevation={0} sx={{ borderRadius: 4, border: '1px solid', borderColor: 'divider', overflow: 'hidden' }}>
          {shown.map(([k, title, icon]) => (
            <CheckRow
              key={k}
              icon={icon}
              title={title}
              outcome={results[k]}
              running={running.has(k)}
              extra={extra(k)}
            />
          ))}
        </Paper>
      </Container>
    </Box>
  );
}
