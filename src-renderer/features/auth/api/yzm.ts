import { DatacenterPaths } from '@shared/api/datacenter';
import { http } from '../../../platform/http';

/** The data-centre sign-in's image code for a client-chosen id: base64 JPEG. */
export const getYzm = (yzmId: string) =>
  http.post<string>(DatacenterPaths.getYzm, { yzmId }, { area: 'datacenter', silent: true });
