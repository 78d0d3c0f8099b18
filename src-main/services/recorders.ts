/**
 * Known screen recorders and streaming tools, by process name (lower case, without '.exe'). A running one makes
 * screen protection suspect recording. Names that many unrelated programs share (ffmpeg) are left out on purpose.
 */
const KNOWN_RECORDERS: Record<string, string> = {
  obs: 'OBS Studio',
  obs64: 'OBS Studio',
  obs32: 'OBS Studio',
  'obs-studio': 'OBS Studio',
  bandicam: 'Bandicam',
  bdcam: 'Bandicam',
  camtasia: 'Camtasia',
  camtasiastudio: 'Camtasia',
  camrecorder: 'Camtasia',
  camtasiarecorder: 'Camtasia',
  snagit32: 'Snagit',
  snagiteditor: 'Snagit',
  snagit: 'Snagit',
  evcapture: 'EV录屏',
  apowerrec: 'ApowerREC',
  fscapture: 'FastStone Capture',
  ocam: 'oCam',
  screenrec: 'ScreenRec',
  captura: 'Captura',
  screentogif: 'ScreenToGif',
  licecap: 'LICEcap',
  xsplit: 'XSplit',
  'xsplit.core': 'XSplit',
  'streamlabs obs': 'Streamlabs',
  streamlabs: 'Streamlabs',
  sharex: 'ShareX',
  kap: 'Kap',
  screenflow: 'ScreenFlow',
  simplescreenrecorder: 'SimpleScreenRecorder',
  kazam: 'Kazam',
  vokoscreen: 'vokoscreen',
  vokoscreenng: 'vokoscreen',
  recordmydesktop: 'recordMyDesktop',
  peek: 'Peek',
  'gpu-screen-recorder': 'GPU Screen Recorder',
  'wf-recorder': 'wf-recorder',
};

/** Normalizes a process name as listed by tasklist or ps: the base name, lower case, without '.exe'. */
export function normalizeProcessName(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  return base.toLowerCase().replace(/\.(exe|app)$/, '');
}

/** The display names of the recorders among the given processes, each once, sorted. */
export function matchRecorders(processNames: readonly string[]): string[] {
  const found = new Set<string>();
  for (const name of processNames) {
    const hit = KNOWN_RECORDERS[normalizeProcessName(name)];
    if (hit) found.add(hit);
  }
  return [...found].sort();
}

/** Parses `tasklist /fo csv /nh` output: the first quoted column is the image name. */
export function parseTasklist(out: string): string[] {
  return out
    .split(/\r?\n/)
    .map((line) => /^"([^"]+)"/.exec(line)?.[1])
    .filter((n): n is string => !!n);
}

/** Parses `ps -A -o comm=` output: one command (maybe a path) per line. */
export function parsePs(out: string): string[] {
  return out
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}
