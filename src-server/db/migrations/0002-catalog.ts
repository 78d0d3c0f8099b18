export default /* sql */ `
CREATE TABLE ai_courses (
  id serial PRIMARY KEY,
  title text NOT NULL,
  cover_url text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  grade_range text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  lesson_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE live_courses (
  id serial PRIMARY KEY,
  name text NOT NULL,
  cover_url text NOT NULL DEFAULT '',
  teacher_name text NOT NULL DEFAULT '',
  start_time timestamptz,
  description text NOT NULL DEFAULT ''
);
CREATE TABLE digital_books (
  id serial PRIMARY KEY,
  title text NOT NULL,
  cover text NOT NULL DEFAULT '',
  digital_book_type text NOT NULL DEFAULT 'DIGITAL',
  author text NOT NULL DEFAULT '',
  publisher_id integer,
  subject text NOT NULL DEFAULT '',
  grade text NOT NULL DEFAULT ''
);
CREATE TABLE activities (
  id serial PRIMARY KEY,
  name text NOT NULL,
  cover text NOT NULL DEFAULT '',
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  description text NOT NULL DEFAULT ''
);
`;
