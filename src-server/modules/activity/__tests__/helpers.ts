import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';
import { activities, staffAccounts } from '../../../db/schema';
import { DEMO_STAFF } from '../../../db/seeds/demo-accounts';
import { call } from '../../../test-helpers';

export interface As {
  token?: string;
  temp?: string;
  expert?: string;
  cms?: string;
  /** The client address, sent as X-Forwarded-For (the app must trust the proxy). */
  address?: string;
}

/** Calls an activity endpoint as someone: a user token, an H5 temp token, an expert link token, a cms token. */
export async function api<E extends Endpoint>(app: FastifyInstance, e: E, input: RequestOf<E>, as: As = {}) {
  const headers: Record<string, string> = {};
  if (as.temp) headers.temptoken = as.temp;
  if (as.expert) headers.experttoken = as.expert;
  if (as.cms) headers['cms-token'] = as.cms;
  if (as.address) headers['x-forwarded-for'] = as.address;
  const query =
    e.method === 'GET'
      ? Object.fromEntries(Object.entries((input ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
      : undefined;
  const { body } = await call<ResponseOf<E>>(app, {
    method: e.method,
    url: e.path,
    token: as.token,
    headers,
    query,
    body: e.method === 'POST' ? input : undefined,
  });
  return body;
}

export async function activityId(app: FastifyInstance, name: string) {
  const [row] = await app.db.select({ id: activities.id }).from(activities).where(eq(activities.name, name));
  return row!.id;
}

export const AI = '第五届青少年人工智能创意大赛';
export const READING = '“书香校园”阅读分享活动';
export const CODING = '编程挑战赛（春季赛）';
export const SCIENCE = '科学小论文评选';

const DAY = 86_400_000;
/** Moves an activity's timeline so that `now` sits in the phase (days from now for each step). */
export async function setDays(app: FastifyInstance, id: number, days: [number, number, number, number, number]) {
  const at = (d: number) => new Date(Date.now() + d * DAY);
  await app.db
    .update(activities)
    .set({
      startTime: at(days[0]),
      registrationEnd: at(days[1]),
      submissionStart: at(days[2]),
      submissionEnd: at(days[3]),
      endTime: at(days[4]),
    })
    .where(eq(activities.id, id));
}

export async function staffToken(app: FastifyInstance, area: 'expert' | 'datacenter', account?: string) {
  const kind = area === 'datacenter' ? 'admin' : 'expert';
  const acc = account ?? (area === 'datacenter' ? DEMO_STAFF.admin.account : DEMO_STAFF.expert.account);
  const [row] = await app.db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.kind, kind), eq(staffAccounts.account, acc)));
  return (await app.tokens.issue(area, row!.id)).access_token;
}
