import { Code } from '@shared/api/common';
import { feedbackUserInfo, type feedbackRequest } from '@shared/api/feedback';
import { checkFeedback, splitAttachments } from '@shared/rules/feedback';
import { Msg } from '@shared/rules/messages';
import { isEmail } from '@shared/rules/validators';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { feedbacks } from '../../db/schema';
import { BizError, badRequest } from '../../lib/errors';
import { keyFromUrl, ownsImages, type Owner } from '../../domain/uploads';

const refuse = (message: string) => new BizError(Code.BAD_REQUEST, message);

/** userInfo arrives as a JSON string (the spec) or an object; anything unreadable counts as no identity. */
function readUserInfo(raw: string | Record<string, unknown>) {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      value = {};
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) value = {};
  const parsed = feedbackUserInfo.safeParse(value);
  if (!parsed.success) throw badRequest(`${Msg.badRequest}：userInfo`);
  return parsed.data;
}

export interface FeedbackContext {
  config: Config;
  owner: Owner;
  channel: string;
  appType: string;
  appVersion: string;
}

/**
 * Checks a feedback form with the spec's messages, in the form's order, then stores it for the caller. Every
 * attachment must be an image the caller uploaded.
 */
export async function submitFeedback(db: Db, input: z.output<typeof feedbackRequest>, ctx: FeedbackContext) {
  const info = readUserInfo(input.userInfo);
  const images = [...new Set(splitAttachments(input.attachMent))];
  const problem = checkFeedback({ content: input.content, userType: info.userType, imageCount: images.length });
  if (problem) throw refuse(problem);
  if (info.email && !isEmail(info.email)) throw refuse(Msg.emailInvalid);
  const keys = images.map((url) => keyFromUrl(ctx.config, url));
  if (keys.some((k) => k === null)) throw refuse(Msg.attachmentInvalid);
  if (!(await ownsImages(db, ctx.owner, keys as string[]))) throw refuse(Msg.attachmentInvalid);
  const [row] = await db
    .insert(feedbacks)
    .values({
      userId: ctx.owner.id,
      content: input.content.trim(),
      attachments: keys as string[],
      feedbackType: input.feedbackType,
      feedbackSence: input.feedbackSence,
      userType: info.userType!,
      schoolName: info.schoolName,
      position: info.position,
      subjectMajor: info.subjectMajor,
      email: info.email,
      channel: ctx.channel.slice(0, 20),
      appType: ctx.appType.slice(0, 20),
      appVersion: ctx.appVersion.slice(0, 40),
    })
    .returning({ id: feedbacks.id });
  return row!.id;
}
