import { useQueries } from '@tanstack/react-query';
import { TrainingApi, type TrainingCard } from '@shared/api/training';
import { call } from '../../../platform/http';

/**
 * The AI lab trainings linked to each section of a unit (getTrainingByLinkType AICOURSE_SECTION), by section id.
 * Catalogue content: cached for the session like the sections themselves.
 */
export function useSectionTrainings(sectionIds: number[]): Map<number, TrainingCard[]> {
  return useQueries({
    queries: sectionIds.map((linkId) => ({
      queryKey: ['training', 'aicourse-section', linkId] as const,
      queryFn: () => call(TrainingApi.byLinkType, { linkType: 'AICOURSE_SECTION', linkId }),
      staleTime: 5 * 60_000,
    })),
    combine: (results) => new Map(sectionIds.map((id, i) => [id, results[i]?.data ?? []])),
  });
}
