import { useMutation, useQuery } from '@tanstack/react-query';
import { ScreenCastApi, ScreenCastPaths, type CastItem } from '@shared/api/screen-cast';
import { readEventStream } from '../../platform/event-stream';
import { call } from '../../platform/http';

/** Screen casting (issue 15): the classroom screen's side (teacher) and the phone's side (parent, H5). */
export const useCreateCast = () => useMutation({ mutationFn: () => call(ScreenCastApi.create) });

export const closeCast = (code: string) => call(ScreenCastApi.close, { code }, { silent: true });

/** How often an open phone page asks again whether its cast is still open (the teacher may end it any time). */
export const CAST_RECHECK_MS = 5_000;

/** A phone sends as a parent (H5), or as the cast's own teacher signed in to the teacher area on their phone. */
export type CastSenderArea = 'parent' | 'teacher';

export const useCastCheck = (code: string, area: CastSenderArea | null) =>
  useQuery({
    queryKey: ['screen-cast', 'check', code, area],
    queryFn: () => call(ScreenCastApi.check, { code }, { silent: true, area: area ?? undefined }),
    enabled: /^\d{6}$/.test(code) && area !== null,
    retry: false,
    // Keeps 已连接 true: once the teacher ends the cast, the phone says so within seconds, not after a failed send.
    refetchInterval: (q) => (q.state.status === 'success' ? CAST_RECHECK_MS : false),
    refetchOnWindowFocus: 'always',
  });

export const useSendToCast = (area: CastSenderArea | null) =>
  useMutation({
    mutationFn: (req: { code: string; url: string }) => call(ScreenCastApi.send, req, { area: area ?? undefined }),
  });

/** Follows a cast's pictures as they arrive, until `signal` aborts or the cast is closed (`onClosed`). */
export function followCast(
  code: string,
  onItem: (item: CastItem) => void,
  onClosed: () => void,
  signal: AbortSignal,
): Promise<void> {
  return readEventStream(
    ScreenCastPaths.stream,
    { code },
    'teacher',
    (e) => {
      if (e.event === 'cast') onItem(JSON.parse(e.data) as CastItem);
      if (e.event !== 'closed') return true;
      onClosed();
      return false;
    },
    signal,
  );
}
