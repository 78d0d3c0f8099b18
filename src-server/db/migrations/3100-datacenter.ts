// The data centre (issue 16). Mirrors db/schema/datacenter.ts.
// Also indexes the school columns of classes and users, which the data centre's aggregates group by.
export default /* sql */ `
CREATE TABLE school_districts (
  school_id integer PRIMARY KEY REFERENCES schools(id) ON DELETE CASCADE,
  district text NOT NULL
);
CREATE INDEX school_districts_district_idx ON school_districts (district, school_id);

CREATE TABLE datacenter_admin_scopes (
  staff_id integer PRIMARY KEY REFERENCES staff_accounts(id) ON DELETE CASCADE,
  district text NOT NULL
);

CREATE TABLE usage_events (
  id bigserial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('ACTIVE', 'LESSON', 'READING', 'AICOURSE')),
  course_id integer,
  count integer NOT NULL CHECK (count >= 0)
);
CREATE INDEX usage_events_day_idx ON usage_events (day, school_id, kind) INCLUDE (count);
CREATE INDEX usage_events_school_day_idx ON usage_events (school_id, day) INCLUDE (kind, count);
CREATE INDEX usage_events_course_idx ON usage_events (course_id, day) WHERE course_id IS NOT NULL;

CREATE INDEX IF NOT EXISTS classes_school_idx ON classes (school_id);
CREATE INDEX IF NOT EXISTS users_school_idx ON users (school_id);
`;
