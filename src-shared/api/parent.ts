import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * The parent area's own calls (issue 15; spec 7 "parent endpoints under /api/v2/user/parent..." and switchAccount,
 * shapes not shown). Join, quit, rename and class info are in classes.ts; the child's AI courses and reports in
 * aicourse.ts. A parent sees only their related children; a child is a STUDENT account without a password, made by
 * its parent here or by the school.
 *
 * switchAccount gives the parent a short-lived (2 h) student token of one of their children, for the screens that
 * show the child's own view (the child's textbooks and tasks); the renderer keeps it as the child cookies (token,
 * id, name, expiry). A removed relation revokes the child tokens it gave.
 */
export const ParentPaths = {
  /** GET → ChildSummary[]: the caller's children, each with their classes. Parent. */
  children: '/api/v2/user/parent/getChildList',
  /** POST {displayName} → ChildSummary: adds a child (at most 5). Parent. */
  addChild: '/api/v2/user/parent/addChild',
  /** POST {childId} → null: ends the relation (the child's classes and works stay with the child). Parent. */
  removeChild: '/api/v2/user/parent/removeChild',
  /** POST {childId} → ChildToken. Parent, own child. */
  switchAccount: '/api/v2/user/switchAccount',
} as const;

export const MAX_CHILDREN = 5;
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const childClass = z.object({
  classId: z.number().int(),
  className: z.string(),
  schoolName: z.string(),
  teacherName: z.string(),
});
export const childSummary = z.object({
  childId: z.number().int(),
  name: z.string(),
  classes: z.array(childClass),
});
export type ChildSummary = z.infer<typeof childSummary>;

export const addChildRequest = z.object({ displayName: z.string().trim().min(1).max(20) });
export const childIdRequest = z.object({ childId: id });
export const childToken = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  childId: z.number().int(),
  childName: z.string(),
});

export const ParentApi = {
  children: get(ParentPaths.children, { response: z.array(childSummary), areas: ['parent'] }),
  addChild: post(ParentPaths.addChild, { request: addChildRequest, response: childSummary, areas: ['parent'] }),
  removeChild: post(ParentPaths.removeChild, { request: childIdRequest, response: z.null(), areas: ['parent'] }),
  switchAccount: post(ParentPaths.switchAccount, { request: childIdRequest, response: childToken, areas: ['parent'] }),
} as const;
