import { Msg } from './messages';
import { FEEDBACK_MAX_IMAGES } from './uploads';

/** Feedback form rules (spec sections 5 and 9). The client and the server both run `checkFeedback`. */
export const FEEDBACK_MAX_CHARS = 400;
export const FEEDBACK_TYPE = 'advisement';
/** The fixed feedbackSence naming the classroom product. */
export const FEEDBACK_SCENE = 'classpro';
/** The feedback identity choices (spec section 6). */
export const FEEDBACK_USER_TYPES = ['STUDENT', 'TEACHER', 'OTHER'] as const;
export type FeedbackUserType = (typeof FEEDBACK_USER_TYPES)[number];

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export const charCount = (s: string) => [...s].length;

/** attachMent is comma-joined image paths; blanks are ignored. */
export const splitAttachments = (attachMent: string) =>
  attachMent
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The first problem with a feedback form as the spec words it, or null when it may be sent. */
export function checkFeedback(input: { content: string; userType?: string | null; imageCount: number }): string | null {
  const content = input.content.trim();
  if (!content) return Msg.feedbackRequired;
  if (charCount(content) > FEEDBACK_MAX_CHARS) return Msg.feedbackTooLong;
  if (!input.userType || !(FEEDBACK_USER_TYPES as readonly string[]).includes(input.userType)) {
    return Msg.identityRequired;
  }
  if (input.imageCount > FEEDBACK_MAX_IMAGES) return Msg.imageTooMany;
  return null;
}
