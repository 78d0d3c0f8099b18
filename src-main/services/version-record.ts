import { AppVersionPaths, appVersionResponse, type AppVersionRecord } from '@shared/api/app-version';

type FetchLike = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/** GET getLastAppVersion from the API host; null on any failure (the update is then simply not forced). */
export async function fetchLatestRecord(
  fetch: FetchLike,
  apiBase: string,
  query: { currentVersion: string; platform: string },
): Promise<AppVersionRecord | null> {
  const params = new URLSearchParams({ currentVersion: query.currentVersion });
  if (['win32', 'darwin', 'linux'].includes(query.platform)) params.set('platform', query.platform);
  try {
    const res = await fetch(`${apiBase.replace(/\/+$/, '')}${AppVersionPaths.latest}?${params}`);
    if (!res.ok) return null;
    const body = (await res.json()) as { code?: unknown; data?: unknown };
    if (body.code !== 200) return null;
    const parsed = appVersionResponse.safeParse(body.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
