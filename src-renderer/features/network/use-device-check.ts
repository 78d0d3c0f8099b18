import { useCallback, useEffect, useRef, useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { gradeBrowser, gradeScreen, parseSystem, type Outcome } from './grading';
import { openMedia, peakLevel, probeApi, probeDesktop, probeDownload } from './probes';

export type ItemKey =
  'api' | 'download' | 'camera' | 'microphone' | 'speaker' | 'screen' | 'browser' | 'system' | 'desktop';
export type Results = Partial<Record<ItemKey, Outcome | null>>;

/** Runs every check (network first, then devices) and keeps the camera stream for the preview until unmount. */
export function useDeviceCheck() {
  const [results, setResults] = useState<Results>({});
  const [running, setRunning] = useState<Set<ItemKey>>(new Set());
  const [camera, setCamera] = useState<MediaStream | null>(null);
  const streams = useRef<MediaStream[]>([]);
  const set = (k: ItemKey, o: Outcome | null) => setResults((r) => ({ ...r, [k]: o }));
  const busy = (k: ItemKey, on: boolean) =>
    setRunning((s) => {
      const n = new Set(s);
      if (on) n.add(k);
      else n.delete(k);
      return n;
    });
  const step = async (k: ItemKey, fn: () => Promise<Outcome | null>) => {
    busy(k, true);
    try {
      set(k, await fn());
    } finally {
      busy(k, false);
    }
  };
  const stopAll = () => {
    streams.current.forEach((s) => s.getTracks().forEach((t) => t.stop()));
    streams.current = [];
  };

  const run = useCallback(async () => {
    stopAll();
    setCamera(null);
    setResults({ speaker: { level: 'warn', value: '待确认', hint: Msg.dcSpeakerAsk } });
    const ua = navigator.userAgent;
    set('screen', gradeScreen(screen.width, screen.height, devicePixelRatio || 1));
    set('browser', gradeBrowser(ua));
    set('system', { level: 'pass', value: parseSystem(ua), hint: Msg.dcSystemOk });
    await step('api', probeApi);
    await step('download', () => probeDownload());
    await step('camera', async () => {
      const r = await openMedia('video');
      if ('error' in r) return r.error;
      streams.current.push(r.stream);
      setCamera(r.stream);
      const label = r.stream.getVideoTracks()[0]?.label || Msg.dcCamera;
      return { level: 'pass', value: label, hint: Msg.dcCameraOk };
    });
    await step('microphone', async () => {
      const r = await openMedia('audio');
      if ('error' in r) return r.error;
      streams.current.push(r.stream);
      const label = r.stream.getAudioTracks()[0]?.label || Msg.dcMicrophone;
      const peak = await peakLevel(r.stream).catch(() => 0);
      r.stream.getTracks().forEach((t) => t.stop());
      return peak > 0.02
        ? { level: 'pass', value: label, hint: Msg.dcMicOk }
        : { level: 'warn', value: label, hint: Msg.dcMicSilent };
    });
    await step('desktop', async () => {
      const report = await probeDesktop();
      if (report === null) return null;
      if (report === 'failed') return { level: 'fail', value: '—', hint: Msg.dcDesktopFail };
      const d = report.displays[0];
      const value = `${report.system.cpus} 核 · 内存 ${Math.round(report.memory.totalMb / 1024)} GB${d ? ` · ${d.width}×${d.height}` : ''}`;
      const media = report.media.camera === false || report.media.microphone === false;
      return { level: media ? 'warn' : 'pass', value, hint: media ? Msg.dcNotFound : Msg.dcDesktopOk };
    });
  }, []);

  useEffect(() => {
    void run();
    return stopAll;
  }, [run]);

  const speaker = (heard: boolean) =>
    set(
      'speaker',
      heard
        ? { level: 'pass', value: '已确认', hint: Msg.dcSpeakerOk }
        : { level: 'fail', value: '未听到', hint: Msg.dcSpeakerFail },
    );

  return { results, running, camera, run, speaker };
}
