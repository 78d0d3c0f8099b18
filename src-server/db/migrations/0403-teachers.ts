// Teacher profiles, tags and favourites (issue 5). Mirrors db/schema/teachers.ts.
export default /* sql */ `
CREATE TABLE teacher_profiles (
  user_id integer PRIMARY KEY REFERENCES users(id),
  introduction text,
  avg_star double precision NOT NULL DEFAULT 0,
  teach_lv text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE teacher_tags (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);
CREATE TABLE teacher_profile_tags (
  id serial PRIMARY KEY,
  teacher_id integer NOT NULL REFERENCES users(id),
  tag_id integer NOT NULL REFERENCES teacher_tags(id)
);
CREATE UNIQUE INDEX teacher_profile_tags_pair_idx ON teacher_profile_tags (teacher_id, tag_id);
CREATE TABLE teacher_follows (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  teacher_id integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX teacher_follows_pair_idx ON teacher_follows (user_id, teacher_id);
`;
