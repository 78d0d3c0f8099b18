import type { IpLocation } from '@shared/api/region';
import { Msg } from '@shared/rules/messages';

/** Spec section 9: 20000 ms by default, 10000 ms for the combined lookup. */
export const GEO_TIMEOUT_MS = 20_000;
export const COMBINED_TIMEOUT_MS = 10_000;

/** Spec section 3 "Geolocation result". */
export interface GeoResult {
  latitude: number;
  longitude: number;
  accuracy: number;
  altitude: number | null;
  altitudeAccuracy: number | null;
  heading: number | null;
  speed: number | null;
  timestamp: number;
}

export const GEO_FIELDS: (keyof GeoResult)[] = [
  'latitude',
  'longitude',
  'accuracy',
  'altitude',
  'altitudeAccuracy',
  'heading',
  'speed',
  'timestamp',
];

/** The spec's message for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geoErrorMessage(code: number): string {
  if (code === 1) return Msg.geoDenied;
  if (code === 3) return Msg.geoTimeout;
  return Msg.geoUnavailable;
}

/** The browser's position; rejects with an Error carrying the spec's message. */
export function browserPosition(
  timeout = GEO_TIMEOUT_MS,
  geo: Geolocation | undefined = navigator.geolocation,
): Promise<GeoResult> {
  if (!geo) return Promise.reject(new Error(Msg.geoUnsupported));
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(
      (p) =>
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: p.coords.accuracy,
          altitude: p.coords.altitude,
          altitudeAccuracy: p.coords.altitudeAccuracy,
          heading: p.coords.heading,
          speed: p.coords.speed,
          timestamp: p.timestamp,
        }),
      (e) => reject(new Error(geoErrorMessage(e.code))),
      { enableHighAccuracy: false, timeout, maximumAge: 60_000 },
    );
  });
}

export type CombinedResult =
  { source: 'browser'; position: GeoResult } | { source: 'ip'; location: IpLocation; browserError: string };

/** The combined lookup: the browser's position within 10 s, else the IP lookup; both failing is IP定位请求失败. */
export async function combinedLookup(ipLookup: () => Promise<IpLocation>, geo?: Geolocation): Promise<CombinedResult> {
  try {
    return { source: 'browser', position: await browserPosition(COMBINED_TIMEOUT_MS, geo) };
  } catch (err) {
    const browserError = (err as Error).message;
    try {
      return { source: 'ip', location: await ipLookup(), browserError };
    } catch {
      throw new Error(Msg.geoIpFailed);
    }
  }
}
