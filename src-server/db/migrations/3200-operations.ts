// The operations console (issue 16). Mirrors db/schema/operations.ts and the columns added to redeem_codes and
// app_versions (db/schema/redeem.ts, db/schema/app-version.ts).
export default /* sql */ `
CREATE TABLE ops_operators (
  staff_id integer PRIMARY KEY REFERENCES staff_accounts(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE ops_audit_logs (
  id serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES staff_accounts(id),
  operator_name text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL,
  summary text NOT NULL DEFAULT '',
  before text NOT NULL DEFAULT '',
  after text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ops_audit_logs_created_idx ON ops_audit_logs (created_at);
CREATE INDEX ops_audit_logs_entity_idx ON ops_audit_logs (entity, created_at);
CREATE TABLE redeem_batches (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('TEXTBOOK', 'COURSE')),
  course_type text NOT NULL,
  target_id integer NOT NULL,
  slots integer NOT NULL DEFAULT 1,
  count integer NOT NULL,
  note text NOT NULL DEFAULT '',
  created_by integer NOT NULL REFERENCES staff_accounts(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);
ALTER TABLE redeem_codes ADD COLUMN batch_id integer REFERENCES redeem_batches(id);
ALTER TABLE redeem_codes ADD COLUMN disabled_at timestamptz;
CREATE INDEX redeem_codes_batch_idx ON redeem_codes (batch_id);
ALTER TABLE app_versions ADD COLUMN withdrawn_at timestamptz;
`;
