import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassApi, type JoinClassRequest } from '@shared/api/classes';
import { call } from '../../../platform/http';

/** A parent puts one of their own children in the class (idempotent), with the QR code's invitation. */
export const joinClass = (body: JoinClassRequest) => call(ClassApi.join, body);

export function useJoinClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: joinClass,
    onSuccess: (info, body) => qc.setQueryData(['parent', 'classInfo', info.classId, body.invite ?? ''], info),
  });
}
