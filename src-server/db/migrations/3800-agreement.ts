// Agreements and guardian consent (issue 32): who accepted which version of which document, and when; a guardian's
// decision about each child. Mirrors db/schema/agreement.ts.
export default /* sql */ `
CREATE TABLE agreement_acceptances (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  document text NOT NULL CHECK (document IN ('user', 'privacy', 'children')),
  version text NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX agreement_acceptances_user_doc_version_idx ON agreement_acceptances (user_id, document, version);

-- No row: pending. Who decided is the guardian (a parent account related to the child), null for seeded demo pupils.
CREATE TABLE guardian_consents (
  child_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('pending', 'granted', 'refused', 'withdrawn')),
  decided_by integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz NOT NULL DEFAULT now()
);
`;
