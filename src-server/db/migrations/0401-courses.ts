// School course entitlements and the courses of classes (issue 5). Mirrors db/schema/courses.ts.
export default /* sql */ `
CREATE TABLE school_courses (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  course_type text NOT NULL,
  course_id integer NOT NULL,
  quota integer NOT NULL DEFAULT 0,
  used integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT school_courses_used_check CHECK (used >= 0 AND used <= quota)
);
CREATE UNIQUE INDEX school_courses_course_idx ON school_courses (school_id, course_type, course_id);
CREATE TABLE class_courses (
  id serial PRIMARY KEY,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  school_course_id integer NOT NULL REFERENCES school_courses(id),
  course_type text NOT NULL,
  course_id integer NOT NULL,
  weekdays text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX class_courses_course_idx ON class_courses (class_id, course_type, course_id);
CREATE INDEX class_courses_school_course_idx ON class_courses (school_course_id);
`;
