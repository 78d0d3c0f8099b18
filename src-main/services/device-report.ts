import type { DeviceReport } from '@shared/desktop-api';

export interface DeviceSources {
  os: {
    platform(): string;
    release(): string;
    arch(): string;
    cpus(): { model: string }[];
    totalmem(): number;
    freemem(): number;
    networkInterfaces(): Record<string, { internal: boolean }[] | undefined>;
  };
  displays(): { size: { width: number; height: number }; scaleFactor: number }[];
  /** app.getGPUFeatureStatus() */
  gpuFeatureStatus(): object;
  /** systemPreferences.getMediaAccessStatus where it exists (Windows, macOS); undefined elsewhere. */
  mediaAccessStatus?: (type: 'camera' | 'microphone') => string;
  isOnline(): boolean;
}

const MB = 1024 * 1024;

/** granted → true, denied or restricted → false; not asked yet or unknown → null (we cannot tell). */
function mediaAvailable(status: string | undefined): boolean | null {
  if (status === 'granted') return true;
  if (status === 'denied' || status === 'restricted') return false;
  return null;
}

/** The device check ('intelligent detection'): facts only, no addresses or serial numbers. */
export function buildDeviceReport(src: DeviceSources): DeviceReport {
  const cpus = src.os.cpus();
  const media = (type: 'camera' | 'microphone') => {
    try {
      return mediaAvailable(src.mediaAccessStatus?.(type));
    } catch {
      return null;
    }
  };
  const interfaces = Object.entries(src.os.networkInterfaces())
    .filter(([, addrs]) => addrs?.some((a) => !a.internal))
    .map(([name]) => name);
  return {
    system: {
      platform: src.os.platform(),
      release: src.os.release(),
      arch: src.os.arch(),
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? '',
    },
    memory: { totalMb: Math.round(src.os.totalmem() / MB), freeMb: Math.round(src.os.freemem() / MB) },
    displays: src.displays().map((d) => ({ width: d.size.width, height: d.size.height, scaleFactor: d.scaleFactor })),
    gpu: Object.fromEntries(Object.entries(src.gpuFeatureStatus()).map(([k, v]) => [k, String(v)])),
    media: { camera: media('camera'), microphone: media('microphone') },
    network: { online: src.isOnline(), interfaces },
  };
}
