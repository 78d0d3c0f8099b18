import { useQuery } from '@tanstack/react-query';
import { TrainingApi } from '@shared/api/training';
import { call } from '../../../platform/http';

/** The AI lab trainings linked to a lesson (getTrainingByLinkType BOOK_LESSON), read when its 实验与编程 opens. */
export const useLessonTrainings = (lessonId: number | null) =>
  useQuery({
    queryKey: ['training', 'lesson', lessonId],
    queryFn: () => call(TrainingApi.byLinkType, { linkType: 'BOOK_LESSON', linkId: lessonId! }),
    enabled: lessonId != null,
  });
