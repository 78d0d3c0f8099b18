import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ResourceApi,
  type RegionListQuery,
  type ResourceListQuery,
  type SaveResourceRequest,
} from '@shared/api/resources';
import { call } from '../../../platform/http';

/** Digital resources (issue 13): one query key root, so saving, favouriting or sharing refreshes every screen. */
const KEY = ['resources'] as const;

export const useResourceList = (q: ResourceListQuery) =>
  useQuery({
    queryKey: [...KEY, 'list', q],
    queryFn: () => call(ResourceApi.list, q),
    placeholderData: keepPreviousData,
  });

/** The file URL is signed for a day: read again on every visit. */
export const useResource = (resId: number) =>
  useQuery({
    queryKey: [...KEY, 'info', resId],
    queryFn: () => call(ResourceApi.info, { resId }),
    enabled: resId > 0,
    staleTime: 0,
  });

export const useRegionList = (q: RegionListQuery) =>
  useQuery({
    queryKey: [...KEY, 'region', q],
    queryFn: () => call(ResourceApi.regionList, q),
    placeholderData: keepPreviousData,
  });

export const useRegionResource = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'regionInfo', id],
    queryFn: () => call(ResourceApi.regionInfo, { id }),
    enabled: id > 0,
    staleTime: 0,
  });

export const useClassResources = (classId?: number) =>
  useQuery({
    queryKey: [...KEY, 'class', classId ?? 0],
    queryFn: () => call(ResourceApi.classList, { classId, pageSize: 48 }),
  });

export const useSpecials = () =>
  useQuery({ queryKey: [...KEY, 'specials'], queryFn: () => call(ResourceApi.specialList) });

export const useSpecial = (specialId: number) =>
  useQuery({
    queryKey: [...KEY, 'special', specialId],
    queryFn: () => call(ResourceApi.specialInfo, { specialId }),
    enabled: specialId > 0,
  });

function useResourceMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveResource = () => useResourceMutation((req: SaveResourceRequest) => call(ResourceApi.save, req));
export const useDeleteResource = () => useResourceMutation((resId: number) => call(ResourceApi.remove, { resId }));
export const useFavorite = () =>
  useResourceMutation((req: { resId: number; favorite: boolean }) => call(ResourceApi.favorite, req));
export const useShare = () =>
  useResourceMutation((req: { resId: number; classIds: number[] }) => call(ResourceApi.share, req));
