import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TrainingApi,
  type SaveResultRequest,
  type SetPresetFileRequest,
  type TrainingKind,
} from '@shared/api/training';
import { call } from '../../../platform/http';

/** AI lab trainings (issue 12): one key root, so a saved result or preset file refreshes every screen. */
const KEY = ['training'] as const;

export const useTrainingCatalog = (q: { subject?: string; grade?: string; kind?: TrainingKind }, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'list', q],
    queryFn: () =>
      call(TrainingApi.list, { subject: q.subject || undefined, grade: q.grade || undefined, kind: q.kind }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useTrainingDetail = (trainingId: number, studentCourseId: number) =>
  useQuery({
    queryKey: [...KEY, 'detail', trainingId, studentCourseId],
    queryFn: () =>
      call(TrainingApi.detail, { trainingId, studentCourseId: studentCourseId > 0 ? studentCourseId : undefined }),
    enabled: trainingId > 0,
  });

export const useMyTrainingResults = () =>
  useQuery({ queryKey: [...KEY, 'mine'], queryFn: () => call(TrainingApi.myResults) });

export const useClassTrainingResults = (trainingId: number, studentCourseId: number) =>
  useQuery({
    queryKey: [...KEY, 'class', trainingId, studentCourseId],
    queryFn: () => call(TrainingApi.classResults, { trainingId, studentCourseId }),
    enabled: trainingId > 0 && studentCourseId > 0,
  });

export function useSaveTrainingResult() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveResultRequest) => call(TrainingApi.saveResult, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSetPresetFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPresetFileRequest) => call(TrainingApi.setPresetFile, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...KEY, 'detail'] }),
  });
}

/**
 * An excel training's workbook file (the .xlsx bytes), for the spreadsheet. Kept outside the key root: a saved
 * result must not fetch it again, since new bytes reload the grid and wipe what the student filled in.
 */
export const useWorkbookFile = (url: string | undefined) =>
  useQuery({
    queryKey: ['training-workbook', url],
    queryFn: async () => {
      const res = await fetch(url!);
      if (!res.ok) throw new Error(`${res.status}`);
      return res.arrayBuffer();
    },
    enabled: !!url,
    staleTime: Infinity,
  });
