import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import type { RequestOf } from '@shared/api/endpoint';
import { call } from '../../../platform/http';
import { bookKeys } from './book-keys';

export type CompleteSectionInput = RequestOf<typeof DigitalApi.completeSection>;

export const completeSection = (input: CompleteSectionInput) => call(DigitalApi.completeSection, input);

/** Marks a section complete (or not); the audio-visual data is read again afterwards. */
export function useCompleteSection(bookId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: completeSection,
    onSettled: () => qc.invalidateQueries({ queryKey: bookKeys.audioVisual(bookId) }),
  });
}
