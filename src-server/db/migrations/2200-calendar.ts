// The teaching calendar's subscription feeds (issue 13). Mirrors db/schema/calendar.ts.
export default /* sql */ `
CREATE TABLE calendar_feeds (
  teacher_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
