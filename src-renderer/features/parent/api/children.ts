import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClassApi } from '@shared/api/classes';
import { ParentApi } from '@shared/api/parent';
import { call } from '../../../platform/http';
import { child } from '../../../platform/storage';

const KEY = ['parent', 'children'] as const;

/** The parent's children, each with the classes they are in. */
export const useChildren = () => useQuery({ queryKey: KEY, queryFn: () => call(ParentApi.children) });

export function useAddChild() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => call(ParentApi.addChild, { displayName }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRenameChild() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: { childId: number; displayName: string }) => call(ClassApi.changeChildName, req),
    onSuccess: (_r, req) => {
      if (child.get()?.id === req.childId) child.set({ id: req.childId, name: req.displayName });
      return qc.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useRemoveChild() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (childId: number) => call(ParentApi.removeChild, { childId }),
    onSuccess: (_r, childId) => {
      if (child.get()?.id === childId) child.clear();
      return qc.invalidateQueries({ queryKey: ['parent'] });
    },
  });
}

export function useQuitClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: { classId: number; childId: number }) => call(ClassApi.quit, req),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['parent'] }),
  });
}

/** Selects a child: the child cookies (spec section 3) get the child's id, name and a student token of theirs. */
export function useSwitchChild() {
  return useMutation({
    mutationFn: (childId: number) => call(ParentApi.switchAccount, { childId }),
    onSuccess: (t) => child.set({ id: t.childId, name: t.childName, token: t.access_token }, t.expires_in),
  });
}
