// Captions of audio-visual media (issue 33): the cues of one section's media ({start, end, text}, seconds of the
// file), from a WebVTT or SRT file an author uploaded, or from the demo narration. No row: no captions.
// Mirrors db/schema/av-captions.ts.
export default /* sql */ `
CREATE TABLE av_captions (
  section_id integer PRIMARY KEY REFERENCES digital_av_sections(id) ON DELETE CASCADE,
  cues jsonb NOT NULL,
  updated_by integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
