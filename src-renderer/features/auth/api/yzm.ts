import { DatacenterApi } from '@shared/api/datacenter-auth';
import { call } from '../../../platform/http';

/** The data-centre sign-in's image code for a client-chosen id: base64 JPEG. */
export const getYzm = (yzmId: string) => call(DatacenterApi.getYzm, { yzmId }, { area: 'datacenter', silent: true });
