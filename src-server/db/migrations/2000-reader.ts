// The reader area's worked examples and study groups (issue 10). Mirrors db/schema/reader.ts.
export default /* sql */ `
CREATE TABLE worked_examples (
  id serial PRIMARY KEY,
  book_id integer NOT NULL REFERENCES digital_books(id),
  lesson_id integer NOT NULL REFERENCES digital_lessons(id),
  title text NOT NULL,
  problem text NOT NULL,
  steps jsonb NOT NULL,
  answer text NOT NULL,
  page integer,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX worked_examples_lesson_idx ON worked_examples (lesson_id, sort);

CREATE TABLE class_group_settings (
  class_id integer PRIMARY KEY REFERENCES classes(id) ON DELETE CASCADE,
  self_select boolean NOT NULL DEFAULT false
);

CREATE TABLE class_groups (
  id serial PRIMARY KEY,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  name text NOT NULL,
  capacity integer NOT NULL,
  leader_id integer REFERENCES users(id),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX class_groups_class_idx ON class_groups (class_id, sort);

CREATE TABLE class_group_members (
  group_id integer NOT NULL REFERENCES class_groups(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users(id),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, student_id)
);
CREATE UNIQUE INDEX class_group_members_one_idx ON class_group_members (class_id, student_id);
`;
