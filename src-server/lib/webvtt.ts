import { parseText } from 'media-captions';

/** One timed text of a WebVTT track: seconds of the media, plain text (may hold line breaks). */
export interface VttCue {
  start: number;
  end: number;
  text: string;
}

const stamp = (sec: number) => {
  const ms = Math.round(sec * 1000);
  const h = String(Math.floor(ms / 3600000)).padStart(2, '0');
  const m = String(Math.floor(ms / 60000) % 60).padStart(2, '0');
  const s = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
};

/** Plain lines, none empty (a blank line would end the cue). */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * A WebVTT file of the cues, numbered from 1 (chapters or captions). Cue text is plain: `&` and `<` are escaped so
 * nothing reads as markup, and "-->" cannot pass for a timing line.
 */
export function writeWebVtt(cues: VttCue[]): string {
  const escape = (l: string) => l.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/-->/g, '→');
  const body = cues.map(
    (c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${lines(c.text).map(escape).join('\n')}`,
  );
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', lrm: '', rlm: '' };

/**
 * The cues of an uploaded caption file, WebVTT (it starts with "WEBVTT") or SRT, read by media-captions: in time
 * order, as plain text (markup such as <b> or <v 老师> dropped, entities decoded), empty cues left out. Null when the
 * file holds no cue at all.
 */
export async function parseCaptionFile(file: string): Promise<VttCue[] | null> {
  const text = file.replace(/^\uFEFF/, '');
  const type = /^WEBVTT/.test(text) ? 'vtt' : 'srt';
  const { cues } = await parseText(text, { type, strict: false });
  const out = cues
    .map((c) => ({
      start: Math.round(c.startTime * 1000) / 1000,
      end: Math.round(c.endTime * 1000) / 1000,
      text: lines(
        c.text.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, e: string) => ENTITIES[e]!),
      ).join('\n'),
    }))
    .filter((c) => c.text && Number.isFinite(c.start) && c.start >= 0 && c.end > c.start)
    .sort((a, b) => a.start - b.start);
  return out.length ? out : null;
}
