import { z } from 'zod';
import { get } from './endpoint';

/** Regions (spec sections 1, 3, 4 and 9). Both routes are public. */
export const RegionPaths = {
  /** Spec path. GET → RegionOption[]: the supported regions, 全国 first. */
  supportLocation: '/api/v2/course/vt/getSupportLocation',
  /**
   * Not shown in the spec (its clients call two outside IP-location services): GET → IpLocation. The server looks
   * the caller's address up in the offline ip2region database (X-Forwarded-For only when TRUST_PROXY=true) and
   * matches the province against the supported list. Loopback, private and foreign addresses give 全国.
   */
  ipLocation: '/api/v2/comm/vt/getIpLocation',
} as const;

export const regionOption = z.object({ id: z.number().int(), name: z.string() });
export type RegionOptionDto = z.infer<typeof regionOption>;
export const supportLocationResponse = z.array(regionOption);

export const ipLocation = z.object({
  /** The matched supported region's name (the client's locationName), 全国 when nothing matched. */
  name: z.string(),
  /** The matched supported region's id, or null if the list has no 全国 entry and nothing matched. */
  id: z.number().int().nullable(),
  /** The province as the IP database names it ('' when unknown), for display only. */
  province: z.string(),
  /** The city as the IP database names it ('' when unknown). */
  city: z.string(),
});
export type IpLocation = z.infer<typeof ipLocation>;

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const RegionApi = {
  supportLocation: get(RegionPaths.supportLocation, { response: supportLocationResponse, areas: [] }),
  ipLocation: get(RegionPaths.ipLocation, { response: ipLocation, areas: [] }),
} as const;
