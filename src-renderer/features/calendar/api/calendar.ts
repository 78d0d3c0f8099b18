import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarApi, CalendarPaths, type CalendarRange } from '@shared/api/calendar';
import { Msg } from '@shared/rules/messages';
import { downloadUrl } from '../../../platform/download';
import { ApiError, buildUrl, call, requestHeaders } from '../../../platform/http';

/** The teaching calendar (issue 13). One key root: resetting the feed refreshes its state. */
const KEY = ['calendar'] as const;

export const useCalendarEvents = (range: CalendarRange) =>
  useQuery({
    queryKey: [...KEY, 'events', range],
    queryFn: () => call(CalendarApi.events, range),
    placeholderData: keepPreviousData,
  });

export const useFeedState = () => useQuery({ queryKey: [...KEY, 'feed'], queryFn: () => call(CalendarApi.feedState) });

export function useResetFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(CalendarApi.resetFeed),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...KEY, 'feed'] }),
  });
}

/** The feed's absolute address, as a calendar app needs it: the server's, else resolved against the API host. */
export const feedUrl = (link: { path: string; url: string }) => link.url || buildUrl(link.path);

/** Downloads the range as an .ics file: the route answers text/calendar, so it is fetched with the token header. */
export async function downloadIcs(range: CalendarRange) {
  const res = await fetch(buildUrl(CalendarPaths.exportIcs, range), { headers: requestHeaders('teacher') });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.startsWith('text/calendar')) {
    const body = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError(body?.code ?? res.status, body?.message ?? Msg.calendarExportFailed);
  }
  const url = URL.createObjectURL(await res.blob());
  downloadUrl(url, `教学日历-${range.startDate}.ics`);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
