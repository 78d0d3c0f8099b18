import { local } from '../../platform/storage';
import type { Region } from '../../state/app-slice';

/**
 * The region a user chose in the picker (aigc channel), kept per user on this device so that a reload, or the next
 * day, shows the same region instead of detecting it again; another user of the browser keeps their own.
 */
type Choices = Record<string, Region>;

function read(): Choices {
  try {
    const parsed: unknown = JSON.parse(local.get('regionChoice') ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Choices) : {};
  } catch {
    return {};
  }
}

export function chosenRegion(userId: number): Region | null {
  const r = read()[String(userId)];
  return r && (typeof r.id === 'number' || typeof r.id === 'string') && typeof r.name === 'string'
    ? { id: r.id, name: r.name }
    : null;
}

export function saveRegionChoice(userId: number, region: Region) {
  local.set('regionChoice', JSON.stringify({ ...read(), [String(userId)]: { id: region.id, name: region.name } }));
}
