import { useQuery } from '@tanstack/react-query';
import { TrainingApi, type TrainingCard } from '@shared/api/training';
import { call } from '../../../platform/http';

const NONE = new Map<number, TrainingCard[]>();

/**
 * The AI lab trainings linked to each section of a unit (getTrainingByLinkType AICOURSE_SECTION), by section id.
 * One query per unit (its sections read together) rather than useQueries, which would add to the shared
 * react-query chunk every signed-in teacher downloads. Catalogue content: kept for the session's lessons.
 */
export function useSectionTrainings(sectionIds: number[]): Map<number, TrainingCard[]> {
  const q = useQuery({
    queryKey: ['training', 'aicourse-sections', sectionIds] as const,
    queryFn: async () =>
      new Map(
        await Promise.all(
          sectionIds.map(
            async (linkId) =>
              [linkId, await call(TrainingApi.byLinkType, { linkType: 'AICOURSE_SECTION', linkId })] as const,
          ),
        ),
      ),
    enabled: sectionIds.length > 0,
    staleTime: 5 * 60_000,
  });
  return q.data ?? NONE;
}
