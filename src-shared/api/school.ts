import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * School binding by activation code (spec sections 4 "School binding", 5 and 8). Only cooperating schools can be
 * joined; a code may be disabled or expire. Teacher area (ASSISTANT or TEACHER users).
 */
export const SchoolPaths = {
  /**
   * Not shown in the spec ("school code lookup (code)"). GET ?code=. Data is `{id, name}`, or null when the
   * code is unknown, disabled, expired or belongs to a school that no longer cooperates: the client then shows
   * 激活失败 (`Msg.activateFailed`). Wrong codes (here and in the bind) count against the guessing limit, per
   * account and per client address: past it, code 429 with 尝试次数过多，请15分钟后再试.
   */
  lookup: '/api/v2/user/getSchoolByCode',
  /**
   * Spec "assistantBindSchool (params)"; the school bind call (schoolCode). POST {schoolCode}. Binds the signed-in
   * user's school; message 激活成功 (`Msg.activateSuccess`). A bad code is code 400 with 激活失败. The client then
   * refreshes user info. The user's existing classes stay in the school they were created in.
   */
  bind: '/api/v2/user/assistantBindSchool',
  /** Spec "userClassBindSchool (params)": the same bind, used by the profile's change-school dialog. */
  userClassBind: '/api/v2/user/userClassBindSchool',
} as const;

export const schoolCode = z.string().trim().min(1).max(64);

export const schoolLookupQuery = z.object({ code: schoolCode });
export type SchoolLookupQuery = z.infer<typeof schoolLookupQuery>;

/** Spec "School lookup response: name". */
export const schoolSummary = z.object({ id: z.number().int(), name: z.string() });
export type SchoolSummary = z.infer<typeof schoolSummary>;
export const schoolLookupResponse = schoolSummary.nullable();

export const bindSchoolRequest = z.object({ schoolCode });
export type BindSchoolRequest = z.infer<typeof bindSchoolRequest>;

/** One descriptor per endpoint (docs/architecture.md, rule 8). Both bind paths answer the bound school. */
export const SchoolApi = {
  lookup: get(SchoolPaths.lookup, { request: schoolLookupQuery, response: schoolLookupResponse, areas: ['teacher'] }),
  bind: post(SchoolPaths.bind, { request: bindSchoolRequest, response: schoolSummary, areas: ['teacher'] }),
  userClassBind: post(SchoolPaths.userClassBind, {
    request: bindSchoolRequest,
    response: schoolSummary,
    areas: ['teacher'],
  }),
} as const;
