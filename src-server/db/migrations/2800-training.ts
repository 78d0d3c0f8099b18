// AI lab trainings (issue 12). Mirrors db/schema/training.ts.
export default /* sql */ `
CREATE TABLE trainings (
  id serial PRIMARY KEY,
  title text NOT NULL,
  kind text NOT NULL,
  subject text NOT NULL,
  grade text NOT NULL,
  summary text NOT NULL DEFAULT '',
  instructions text NOT NULL,
  steps jsonb NOT NULL,
  preset_files jsonb NOT NULL,
  workbook jsonb,
  check_spec jsonb NOT NULL,
  minutes integer NOT NULL DEFAULT 20,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trainings_catalog_idx ON trainings (subject, grade, sort);

CREATE TABLE training_links (
  id serial PRIMARY KEY,
  training_id integer NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  link_type text NOT NULL,
  link_id integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX training_links_link_idx ON training_links (link_type, link_id, training_id);

CREATE TABLE training_class_files (
  id serial PRIMARY KEY,
  training_id integer NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  name text NOT NULL,
  content text NOT NULL,
  updated_by integer NOT NULL REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX training_class_files_name_idx ON training_class_files (training_id, class_id, name);

CREATE TABLE training_results (
  id serial PRIMARY KEY,
  training_id integer NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  class_course_id integer REFERENCES class_courses(id) ON DELETE SET NULL,
  passed boolean NOT NULL,
  score integer NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX training_results_user_idx ON training_results (user_id, training_id, created_at);
CREATE INDEX training_results_class_idx ON training_results (class_course_id, training_id, user_id);
`;
