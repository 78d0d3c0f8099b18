import { z } from 'zod';
import { FEEDBACK_SCENE, FEEDBACK_TYPE } from '../rules/feedback';
import { post } from './endpoint';

/** The feedback form (spec "Common and notices"): text, up to nine uploaded images and who is writing. */
export const FeedbackPaths = {
  /** Spec path (listed under "Common and notices"). POST FeedbackRequest (JSON) → null, 反馈提交成功，谢谢您的意见！ */
  feedback: '/api/v2/notice/vt/feedback',
} as const;

/** Spec feedback userInfo (sent as a JSON string; an object is accepted too). */
export const feedbackUserInfo = z.object({
  userType: z.string().max(20).optional(),
  schoolName: z.string().trim().max(50).default(''),
  position: z.string().trim().max(50).default(''),
  subjectMajor: z.string().trim().max(50).default(''),
  email: z.string().trim().max(100).default(''),
});
export type FeedbackUserInfo = z.input<typeof feedbackUserInfo>;

/**
 * Spec feedback payload. The server answers the form's problems with the spec's messages (checkFeedback):
 * 请输入反馈内容, 反馈内容长度不超过400字, 请选择您的身份 (userType not STUDENT/TEACHER/OTHER), 最多只能上传9张图片;
 * and Msg.attachmentInvalid when an attachment is not an image the caller uploaded, Msg.emailInvalid for a bad email.
 */
export const feedbackRequest = z.object({
  content: z.string().max(20_000).default(''),
  /** Comma-joined image paths from UploadResult.url (ossUrl is accepted too). */
  attachMent: z.string().max(20_000).default(''),
  feedbackType: z.literal(FEEDBACK_TYPE).default(FEEDBACK_TYPE),
  feedbackSence: z.string().trim().min(1).max(50).default(FEEDBACK_SCENE),
  userInfo: z.union([z.string().max(5_000), z.record(z.string(), z.unknown())]).default(''),
});
export type FeedbackRequest = z.input<typeof feedbackRequest>;

/** The request headers feedback reads besides the token: channel, client type and version. */
export const feedbackHeaders = z.looseObject({
  channel: z.string().optional(),
  apptype: z.string().optional(),
  appversion: z.string().optional(),
});

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const FeedbackApi = {
  feedback: post(FeedbackPaths.feedback, {
    request: feedbackRequest,
    response: z.null(),
    areas: ['teacher'],
    headers: feedbackHeaders,
  }),
} as const;
