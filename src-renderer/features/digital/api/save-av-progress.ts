import { useMutation } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import type { RequestOf } from '@shared/api/endpoint';
import { call } from '../../../platform/http';

export type AvProgressInput = RequestOf<typeof DigitalApi.saveAvProgress>;

/** Saves the playback state on the server (last write wins by `updatedAt`). */
export const saveAvProgress = (input: AvProgressInput) => call(DigitalApi.saveAvProgress, input);

export const useSaveAvProgress = () => useMutation({ mutationFn: saveAvProgress });
