// AI dual-teacher courses (issue 11). Mirrors db/schema/aicourse.ts.
export default /* sql */ `
CREATE TABLE course_series (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE course_packages (
  id serial PRIMARY KEY,
  series_id integer NOT NULL REFERENCES course_series(id),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  grade_range text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE course_package_courses (
  package_id integer NOT NULL REFERENCES course_packages(id),
  course_id integer NOT NULL REFERENCES ai_courses(id),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (package_id, course_id)
);
CREATE TABLE aicourse_units (
  id serial PRIMARY KEY,
  aicourse_id integer NOT NULL REFERENCES ai_courses(id),
  sort integer NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  goals jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX aicourse_units_course_idx ON aicourse_units (aicourse_id, sort);
CREATE TABLE aicourse_sections (
  id serial PRIMARY KEY,
  unit_id integer NOT NULL REFERENCES aicourse_units(id),
  sort integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('VIDEO', 'PAUSE', 'TASK', 'WORKS')),
  title text NOT NULL,
  video text NOT NULL DEFAULT '',
  duration integer NOT NULL DEFAULT 0 CHECK (duration >= 0),
  prompt text NOT NULL DEFAULT '',
  options jsonb NOT NULL DEFAULT '[]'::jsonb,
  answer integer
);
CREATE INDEX aicourse_sections_unit_idx ON aicourse_sections (unit_id, sort);
CREATE TABLE aicourse_resources (
  id serial PRIMARY KEY,
  aicourse_id integer NOT NULL REFERENCES ai_courses(id),
  unit_id integer REFERENCES aicourse_units(id),
  kind text NOT NULL CHECK (kind IN ('VIDEO', 'IMAGE', 'PDF', 'DOC')),
  title text NOT NULL,
  path text NOT NULL,
  size integer NOT NULL DEFAULT 0
);
CREATE INDEX aicourse_resources_course_idx ON aicourse_resources (aicourse_id);
CREATE TABLE aicourse_team (
  id serial PRIMARY KEY,
  aicourse_id integer NOT NULL REFERENCES ai_courses(id),
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  intro text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE aicourse_progress (
  class_course_id integer PRIMARY KEY REFERENCES class_courses(id) ON DELETE CASCADE,
  unit_id integer NOT NULL REFERENCES aicourse_units(id),
  section_id integer NOT NULL REFERENCES aicourse_sections(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE aicourse_units_done (
  class_course_id integer NOT NULL REFERENCES class_courses(id) ON DELETE CASCADE,
  unit_id integer NOT NULL REFERENCES aicourse_units(id),
  finished_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (class_course_id, unit_id)
);
CREATE TABLE aicourse_lessons (
  class_course_id integer NOT NULL REFERENCES class_courses(id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (class_course_id, day)
);
CREATE TABLE aicourse_works (
  id serial PRIMARY KEY,
  class_course_id integer NOT NULL REFERENCES class_courses(id) ON DELETE CASCADE,
  unit_id integer NOT NULL REFERENCES aicourse_units(id),
  student_id integer NOT NULL REFERENCES users(id),
  url text NOT NULL,
  name text NOT NULL DEFAULT '',
  stars integer NOT NULL DEFAULT 0 CHECK (stars BETWEEN 0 AND 5),
  praised boolean NOT NULL DEFAULT false,
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX aicourse_works_file_idx ON aicourse_works (class_course_id, unit_id, student_id, url);
CREATE TABLE aicourse_homework (
  id serial PRIMARY KEY,
  class_course_id integer NOT NULL REFERENCES class_courses(id) ON DELETE CASCADE,
  unit_id integer NOT NULL REFERENCES aicourse_units(id),
  section_id integer NOT NULL REFERENCES aicourse_sections(id),
  student_id integer NOT NULL REFERENCES users(id),
  parent_id integer NOT NULL REFERENCES users(id),
  photos jsonb NOT NULL DEFAULT '[]'::jsonb,
  text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX aicourse_homework_student_idx ON aicourse_homework (class_course_id, student_id, unit_id);
CREATE TABLE course_applies (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  teacher_id integer NOT NULL REFERENCES users(id),
  course_type text NOT NULL,
  course_id integer NOT NULL,
  contact_name text NOT NULL,
  mobile text NOT NULL,
  note text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX course_applies_pending_idx ON course_applies (school_id, course_type, course_id)
  WHERE status = 'PENDING';
`;
