// Activities and competitions (issue 14). Mirrors db/schema/catalog.ts (activities) and db/schema/activity.ts.
export default /* sql */ `
ALTER TABLE activities ADD COLUMN registration_end timestamptz;
ALTER TABLE activities ADD COLUMN submission_start timestamptz;
ALTER TABLE activities ADD COLUMN submission_end timestamptz;
ALTER TABLE activities ADD COLUMN banner text NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN rules text NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN organiser text NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN criteria jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE activities ADD COLUMN prizes jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE activities ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;

CREATE TABLE activity_submitters (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities(id),
  name text NOT NULL,
  mobile text NOT NULL,
  school_name text NOT NULL,
  grade text NOT NULL DEFAULT '',
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE activity_registrations (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities(id),
  submitter_kind text NOT NULL,
  submitter_id integer NOT NULL,
  registered_as text NOT NULL DEFAULT '',
  class_id integer,
  student_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  school_name text NOT NULL DEFAULT '',
  region text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX activity_registrations_who_idx ON activity_registrations (activity_id, submitter_kind, submitter_id);
CREATE INDEX activity_registrations_submitter_idx ON activity_registrations (submitter_kind, submitter_id);

CREATE TABLE activity_works (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities(id),
  submitter_kind text NOT NULL,
  submitter_id integer NOT NULL,
  school_name text NOT NULL DEFAULT '',
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  authors jsonb NOT NULL,
  files jsonb NOT NULL,
  cover text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'SUBMITTED',
  praise_count integer NOT NULL DEFAULT 0,
  final_score double precision,
  rank_score double precision NOT NULL DEFAULT -1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_works_rank_idx ON activity_works (activity_id, rank_score, praise_count, id) WHERE status = 'SUBMITTED';
CREATE INDEX activity_works_submitter_idx ON activity_works (submitter_kind, submitter_id);
CREATE INDEX activity_works_newest_idx ON activity_works (activity_id, id);

CREATE TABLE activity_praises (
  work_id integer NOT NULL REFERENCES activity_works(id),
  user_kind text NOT NULL,
  user_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (work_id, user_kind, user_id)
);
CREATE INDEX activity_praises_user_idx ON activity_praises (user_kind, user_id);

CREATE TABLE activity_experts (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities(id),
  staff_id integer REFERENCES staff_accounts(id),
  name text NOT NULL,
  token_hash text UNIQUE,
  expires_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX activity_experts_staff_idx ON activity_experts (activity_id, staff_id) WHERE staff_id IS NOT NULL;

CREATE TABLE activity_scores (
  work_id integer NOT NULL REFERENCES activity_works(id),
  expert_id integer NOT NULL REFERENCES activity_experts(id),
  scores jsonb NOT NULL,
  total double precision NOT NULL,
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (work_id, expert_id)
);
CREATE INDEX activity_scores_expert_idx ON activity_scores (expert_id);
`;
