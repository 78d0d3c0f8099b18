export default /* sql */ `
CREATE TABLE schools (
  id serial PRIMARY KEY,
  name text NOT NULL,
  region text NOT NULL DEFAULT '',
  cooperating boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE users (
  id serial PRIMARY KEY,
  mobile text NOT NULL,
  email text,
  password_hash text,
  display_name text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  user_type text NOT NULL DEFAULT 'ASSISTANT',
  roles text[] NOT NULL DEFAULT '{}'::text[],
  permissions text[] NOT NULL DEFAULT '{}'::text[],
  school_id integer REFERENCES schools(id),
  show_course_center boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_mobile_type_idx ON users (mobile, user_type);
CREATE TABLE staff_accounts (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  account text NOT NULL,
  password_hash text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  publisher_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_kind_account_idx ON staff_accounts (kind, account);
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  area text NOT NULL,
  subject_id integer NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_subject_idx ON auth_tokens (area, subject_id);
CREATE TABLE kv (
  key text PRIMARY KEY,
  value text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE TABLE user_relations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  to_user_id integer NOT NULL REFERENCES users(id),
  to_user_display_name text NOT NULL DEFAULT '',
  is_relation boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_relations_pair_idx ON user_relations (user_id, to_user_id);
`;
