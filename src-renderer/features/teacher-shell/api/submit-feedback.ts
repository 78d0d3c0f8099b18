import { useMutation } from '@tanstack/react-query';
import { FeedbackApi, type FeedbackRequest } from '@shared/api/feedback';
import { FEEDBACK_SCENE, FEEDBACK_TYPE, type FeedbackUserType } from '@shared/rules/feedback';
import { call } from '../../../platform/http';

export interface FeedbackForm {
  content: string;
  userType: FeedbackUserType;
  /** UploadResult.url of each uploaded image. */
  images: string[];
  schoolName: string;
}

/** The spec's feedback payload: comma-joined attachMent, the fixed type and scene, userInfo as a JSON string. */
export function submitFeedback(f: FeedbackForm) {
  const body: FeedbackRequest = {
    content: f.content.trim(),
    attachMent: f.images.join(','),
    feedbackType: FEEDBACK_TYPE,
    feedbackSence: FEEDBACK_SCENE,
    userInfo: JSON.stringify({
      userType: f.userType,
      schoolName: f.schoolName,
      position: '',
      subjectMajor: '',
      email: '',
    }),
  };
  return call(FeedbackApi.feedback, body);
}

export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });
