import { NetworkPaths as HttpPaths } from '@shared/api/network';
import { config } from '../../platform/config';
import { desktop } from '../../platform/desktop';
import { gradeLatency, gradeSpeed, mediaError, type Outcome } from './grading';
import { Msg } from '@shared/rules/messages';

const url = (p: string) => new URL(p, config.apiBase || location.origin).toString();

/** Median of three pings to the API (the first warms the connection and is not counted). */
export async function probeApi(): Promise<Outcome> {
  const times: number[] = [];
  try {
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      const res = await fetch(url(HttpPaths.ping), { cache: 'no-store' });
      await res.json();
      if (!res.ok) throw new Error(String(res.status));
      if (i > 0) times.push(performance.now() - t0);
    }
  } catch {
    return gradeLatency(null);
  }
  times.sort((a, b) => a - b);
  return gradeLatency(times[1] ?? times[0] ?? null);
}

/** Downloads a known number of bytes from our server and times it. */
export async function probeDownload(size = 2 * 1024 * 1024): Promise<Outcome> {
  try {
    const t0 = performance.now();
    const res = await fetch(`${url(HttpPaths.speedTest)}?size=${size}&t=${Date.now()}`, { cache: 'no-store' });
    const body = await res.arrayBuffer();
    if (!res.ok || body.byteLength !== size) throw new Error('short');
    return gradeSpeed(body.byteLength, performance.now() - t0);
  } catch {
    return { level: 'fail', value: '—', hint: Msg.dcApiFail };
  }
}

/** Asks for a camera or microphone stream; the caller stops it. */
export async function openMedia(kind: 'video' | 'audio'): Promise<{ stream: MediaStream } | { error: Outcome }> {
  if (!navigator.mediaDevices?.getUserMedia) return { error: mediaError('Unsupported') };
  try {
    return { stream: await navigator.mediaDevices.getUserMedia(kind === 'video' ? { video: true } : { audio: true }) };
  } catch (e) {
    return { error: mediaError((e as DOMException).name) };
  }
}

/** The loudest input level (0-1) over `ms` milliseconds. */
export async function peakLevel(stream: MediaStream, ms = 1500): Promise<number> {
  const ctx = new AudioContext();
  try {
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    ctx.createMediaStreamSource(stream).connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    let peak = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      analyser.getByteTimeDomainData(data);
      for (const v of data) peak = Math.max(peak, Math.abs(v - 128) / 128);
      await new Promise((r) => setTimeout(r, 50));
    }
    return peak;
  } finally {
    void ctx.close();
  }
}

/** Plays a 1 s, 440 Hz tone through the default output. */
export async function playTone(): Promise<void> {
  const ctx = new AudioContext();
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  gain.gain.value = 0.2;
  osc.frequency.value = 440;
  osc.connect(gain).connect(ctx.destination);
  osc.start();
  await new Promise((r) => setTimeout(r, 1000));
  osc.stop();
  await ctx.close();
}

/** The desktop app's own detection (system, memory, displays, media devices); null on the web. */
export async function probeDesktop() {
  const api = desktop();
  if (!api) return null;
  try {
    return await api.triggerIntelligentDetection();
  } catch {
    return 'failed' as const;
  }
}
