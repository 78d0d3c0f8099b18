// Digital resources, the regional library and topics (issue 13). Mirrors db/schema/resources.ts.
export default /* sql */ `
CREATE TABLE library_resources (
  id serial PRIMARY KEY,
  catalog text NOT NULL,
  uploader_id integer REFERENCES users(id),
  publisher text NOT NULL DEFAULT '',
  title text NOT NULL,
  subject text NOT NULL,
  grade text NOT NULL,
  kind text NOT NULL,
  format text NOT NULL,
  file_path text NOT NULL,
  file_name text NOT NULL DEFAULT '',
  size integer NOT NULL DEFAULT 0,
  visibility text NOT NULL DEFAULT 'PUBLIC',
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX library_resources_catalog_idx ON library_resources (catalog, created_at);
CREATE INDEX library_resources_uploader_idx ON library_resources (uploader_id);

CREATE TABLE library_favorites (
  id serial PRIMARY KEY,
  resource_id integer NOT NULL REFERENCES library_resources(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX library_favorites_pair_idx ON library_favorites (resource_id, user_id);
CREATE INDEX library_favorites_user_idx ON library_favorites (user_id);

CREATE TABLE library_class_shares (
  id serial PRIMARY KEY,
  resource_id integer NOT NULL REFERENCES library_resources(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  shared_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX library_class_shares_pair_idx ON library_class_shares (resource_id, class_id);
CREATE INDEX library_class_shares_class_idx ON library_class_shares (class_id);

CREATE TABLE library_specials (
  id serial PRIMARY KEY,
  title text NOT NULL,
  summary text NOT NULL,
  description text NOT NULL DEFAULT '',
  color text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  links jsonb NOT NULL DEFAULT '[]'::jsonb
);

CREATE TABLE library_special_resources (
  id serial PRIMARY KEY,
  special_id integer NOT NULL REFERENCES library_specials(id) ON DELETE CASCADE,
  resource_id integer NOT NULL REFERENCES library_resources(id) ON DELETE CASCADE,
  sort integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX library_special_resources_pair_idx ON library_special_resources (special_id, resource_id);
`;
