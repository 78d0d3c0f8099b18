/** Teacher shell and home (issue 4): the tables of db/schema/shell.ts. */
export default /* sql */ `
CREATE TABLE dictionary_configs (
  id serial PRIMARY KEY,
  config_type text NOT NULL,
  channel text,
  name text NOT NULL DEFAULT '',
  key_value text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dictionary_configs_type_idx ON dictionary_configs (config_type, channel);
CREATE TABLE recommendations (
  id serial PRIMARY KEY,
  recommend_type text NOT NULL DEFAULT 'HOME_ALL',
  type text NOT NULL,
  target_id integer NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recommendations_list_idx ON recommendations (recommend_type, type, sort);
CREATE TABLE banners (
  id serial PRIMARY KEY,
  position text NOT NULL DEFAULT 'HOME',
  channel text,
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  image_url text NOT NULL DEFAULT '',
  link_url text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
CREATE TABLE notices (
  id serial PRIMARY KEY,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  notice_type text NOT NULL DEFAULT 'SYSTEM',
  activity_id integer REFERENCES activities(id),
  publish_time timestamptz NOT NULL DEFAULT now(),
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX notices_publish_idx ON notices (publish_time);
CREATE TABLE digital_homework_notices (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  book_id integer REFERENCES digital_books(id),
  title text NOT NULL DEFAULT '',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX digital_homework_notices_user_idx ON digital_homework_notices (user_id);
CREATE TABLE support_locations (
  id serial PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX support_locations_name_idx ON support_locations (name);
CREATE TABLE uploaded_files (
  id serial PRIMARY KEY,
  key text NOT NULL,
  owner_area text NOT NULL,
  owner_id integer NOT NULL,
  purpose text NOT NULL,
  content_type text NOT NULL,
  max_size integer NOT NULL,
  size integer,
  status text NOT NULL DEFAULT 'pending',
  original_name text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL,
  stored_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX uploaded_files_key_idx ON uploaded_files (key);
CREATE INDEX uploaded_files_owner_idx ON uploaded_files (owner_area, owner_id);
CREATE TABLE feedbacks (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  content text NOT NULL,
  attachments text[] NOT NULL DEFAULT '{}'::text[],
  feedback_type text NOT NULL,
  feedback_sence text NOT NULL,
  user_type text NOT NULL,
  school_name text NOT NULL DEFAULT '',
  position text NOT NULL DEFAULT '',
  subject_major text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  channel text NOT NULL DEFAULT '',
  app_type text NOT NULL DEFAULT '',
  app_version text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedbacks_user_idx ON feedbacks (user_id);
`;
