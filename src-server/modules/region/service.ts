import { asc } from 'drizzle-orm';
import type { IpLocation, RegionOptionDto } from '@shared/api/region';
import { matchRegion, NATIONWIDE } from '@shared/rules/region';
import type { Db } from '../../db/client';
import { supportLocations } from '../../db/schema';
import { locateIp } from '../../lib/ip-region';

export async function supportedRegions(db: Db): Promise<RegionOptionDto[]> {
  return db
    .select({ id: supportLocations.id, name: supportLocations.name })
    .from(supportLocations)
    .orderBy(asc(supportLocations.sort), asc(supportLocations.id));
}

/** The caller's region: the province of its address matched to the supported list; 全国 when none matches. */
export async function detectRegion(db: Db, ip: string): Promise<IpLocation> {
  const place = locateIp(ip);
  // Only mainland, Hong Kong, Macao and Taiwan names can match; a foreign 'province' never should.
  const province = place.country === '中国' ? place.province : '';
  const match = matchRegion(province, await supportedRegions(db));
  return {
    name: match?.name ?? NATIONWIDE,
    id: match?.id ?? null,
    province,
    city: place.country === '中国' ? place.city : '',
  };
}
