// Subject research and the community's information (issue 13). Mirrors db/schema/research.ts.
export default /* sql */ `
CREATE TABLE subjects (
  code text PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE research_groups (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  subject_code text NOT NULL REFERENCES subjects(code),
  name text NOT NULL,
  intro text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX research_groups_school_subject_idx ON research_groups (school_id, subject_code);

CREATE TABLE research_members (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES research_groups(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  role text NOT NULL DEFAULT 'MEMBER',
  joined_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX research_members_pair_idx ON research_members (group_id, user_id);

CREATE TABLE research_plans (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES research_groups(id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users(id),
  title text NOT NULL,
  content text NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX research_plans_group_idx ON research_plans (group_id, created_at);

CREATE TABLE research_comments (
  id serial PRIMARY KEY,
  plan_id integer NOT NULL REFERENCES research_plans(id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users(id),
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX research_comments_plan_idx ON research_comments (plan_id, id);

CREATE TABLE informations (
  id serial PRIMARY KEY,
  type text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  content text NOT NULL,
  publisher text NOT NULL,
  pinned boolean NOT NULL DEFAULT false,
  published_at timestamptz NOT NULL
);
CREATE INDEX informations_type_idx ON informations (type, published_at);
`;
