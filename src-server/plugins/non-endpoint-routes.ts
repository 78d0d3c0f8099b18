import { AigcPaths } from '@shared/api/aigc';
import { CalendarPaths } from '@shared/api/calendar';
import { DatacenterIndexPaths } from '@shared/api/datacenter';
import { HealthPaths } from '@shared/api/health';
import { NetworkPaths } from '@shared/api/network';
import { OpsPaths } from '@shared/api/operations';
import { ScreenCastPaths } from '@shared/api/screen-cast';
import { TrainingPaths } from '@shared/api/training';
import { FilesPaths } from '@shared/api/files';

/**
 * The only routes not registered from an endpoint descriptor (docs/architecture.md, rule 8): they answer bytes, not the JSON envelope.
 * The contract test fails on any other route without a descriptor. `optional` routes exist only in some set-ups.
 */
export const NON_ENDPOINT_ROUTES: readonly {
  method: string;
  url: string;
  why: string;
  optional?: boolean;
  /** Answers JSON of its own shape (probes for load balancers), not the envelope. */
  plainJson?: boolean;
}[] = [
  { method: 'GET', url: NetworkPaths.speedTest, why: 'raw bytes of a known size for the speed test' },
  { method: 'GET', url: '/files/covers/:file', why: 'generated SVG covers' },
  { method: 'GET', url: '/files/banners/:file', why: 'generated SVG banners' },
  { method: 'GET', url: '/files/activity/:file', why: 'generated PNG pictures of the demo activity works' },
  { method: 'GET', url: `${FilesPaths.filesPrefix}*`, why: 'uploaded files with their stored type' },
  {
    method: 'GET',
    url: '/files/digital/*',
    why: 'textbook PDFs and media behind signed, expiring URLs (range requests)',
  },
  { method: 'GET', url: '/files/aicourse/*', why: 'AI course videos and pictures behind signed URLs (range requests)' },
  { method: 'GET', url: '/files/boutique/*', why: 'boutique lesson videos behind signed URLs (range requests)' },
  { method: 'GET', url: '/files/live/*', why: 'HLS playlists and segments of live lessons behind signed URLs' },
  { method: 'POST', url: AigcPaths.chat, why: "server-sent events: the AI assistant's answer as the model writes it" },
  {
    method: 'GET',
    url: '/files/resources/*',
    why: 'demo files of the resource library behind signed, expiring URLs (range requests)',
  },
  { method: 'GET', url: `${TrainingPaths.workbookPrefix}:file`, why: "an excel training's workbook (.xlsx, exceljs)" },
  { method: 'GET', url: '/pdfjs/:dir/:file', why: "pdf.js's CMaps and standard fonts for the reader" },
  { method: 'GET', url: '/api/v1/digital/audioVisualChapters.vtt', why: 'a WebVTT chapters track (text/vtt)' },
  { method: 'GET', url: '/api/v1/digital/audioVisualCaptions.vtt', why: 'a WebVTT captions track (text/vtt)' },
  { method: 'GET', url: CalendarPaths.exportIcs, why: "the teacher's calendar as an .ics download (text/calendar)" },
  {
    method: 'GET',
    url: `${CalendarPaths.feedPrefix}:file`,
    why: 'the calendar subscription feed (text/calendar), reached by its secret token without a sign-in header',
  },
  { method: 'GET', url: OpsPaths.exportRedeem, why: 'a redeem code batch as an .xlsx download (operations console)' },
  {
    method: 'POST',
    url: DatacenterIndexPaths.exportXlsx,
    why: "the data centre's figures as an .xlsx download, behind the admin's Cms-Token",
  },
  { method: 'GET', url: ScreenCastPaths.stream, why: 'server-sent events: pictures cast to the classroom screen' },
  { method: 'GET', url: HealthPaths.live, why: 'liveness for load balancers: plain JSON, no sign-in', plainJson: true },
  {
    method: 'GET',
    url: HealthPaths.ready,
    why: 'readiness for load balancers: plain JSON, 503 naming the failed check',
    plainJson: true,
  },
  {
    method: 'GET',
    url: HealthPaths.metrics,
    why: 'Prometheus metrics (text format) for a scraper with METRICS_TOKEN',
    optional: true,
  },
  { method: 'GET', url: '/', why: 'the web client (WEB_DIR)', optional: true },
  { method: 'GET', url: '/*', why: 'the web client (WEB_DIR)', optional: true },
];
