// School codes, classes and class students (issue 5). Mirrors db/schema/classes.ts.
export default /* sql */ `
CREATE TABLE school_codes (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  school_id integer NOT NULL REFERENCES schools(id),
  enabled boolean NOT NULL DEFAULT true,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE classes (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  owner_id integer NOT NULL REFERENCES users(id),
  type text NOT NULL CHECK (type IN ('ADMIN', 'INTEREST')),
  name text NOT NULL,
  grade_year integer,
  class_number integer,
  intro text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classes_owner_idx ON classes (owner_id);
CREATE UNIQUE INDEX classes_admin_unique_idx ON classes (owner_id, school_id, grade_year, class_number)
  WHERE type = 'ADMIN';
CREATE UNIQUE INDEX classes_interest_unique_idx ON classes (owner_id, school_id, name) WHERE type = 'INTEREST';
CREATE TABLE class_students (
  id serial PRIMARY KEY,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users(id),
  added_by integer REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX class_students_pair_idx ON class_students (class_id, student_id);
CREATE INDEX class_students_student_idx ON class_students (student_id);
`;
