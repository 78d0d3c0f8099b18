// Trimming audio-visual media (issue 16): the part of a media an author keeps, from an in-point to an out-point
// (seconds). Non-destructive: the file is never changed, the teacher's player plays only that part. No row: the
// whole media plays. Mirrors db/schema/av-trim.ts.
export default /* sql */ `
CREATE TABLE av_trims (
  section_id integer PRIMARY KEY REFERENCES digital_av_sections(id) ON DELETE CASCADE,
  start_at double precision NOT NULL,
  end_at double precision NOT NULL,
  updated_by integer,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT av_trims_range CHECK (start_at >= 0 AND end_at > start_at)
);
`;
