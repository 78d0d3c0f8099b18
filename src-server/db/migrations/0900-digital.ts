// Digital textbooks (issue 9). Mirrors db/schema/digital.ts.
export default /* sql */ `
CREATE TABLE digital_contents (
  book_id integer PRIMARY KEY REFERENCES digital_books(id),
  content_key text NOT NULL,
  page_count integer NOT NULL CHECK (page_count > 0),
  size integer NOT NULL DEFAULT 0,
  description text NOT NULL DEFAULT ''
);
CREATE TABLE digital_units (
  id serial PRIMARY KEY,
  book_id integer NOT NULL REFERENCES digital_books(id),
  title text NOT NULL,
  sort integer NOT NULL,
  start_page integer NOT NULL,
  end_page integer NOT NULL
);
CREATE INDEX digital_units_book_idx ON digital_units (book_id, sort);
CREATE TABLE digital_lessons (
  id serial PRIMARY KEY,
  book_id integer NOT NULL REFERENCES digital_books(id),
  unit_id integer NOT NULL REFERENCES digital_units(id),
  title text NOT NULL,
  sort integer NOT NULL,
  start_page integer NOT NULL,
  end_page integer NOT NULL
);
CREATE INDEX digital_lessons_book_idx ON digital_lessons (book_id, sort);
CREATE TABLE digital_pages (
  book_id integer NOT NULL REFERENCES digital_books(id),
  page integer NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (book_id, page)
);
CREATE TABLE digital_resources (
  id serial PRIMARY KEY,
  book_id integer NOT NULL REFERENCES digital_books(id),
  lesson_id integer NOT NULL REFERENCES digital_lessons(id),
  type text NOT NULL CHECK (type IN ('VIDEO', 'AUDIO', 'PICTURE', 'DOCUMENT', 'LINK')),
  title text NOT NULL,
  file text NOT NULL,
  format text NOT NULL DEFAULT '',
  size integer NOT NULL DEFAULT 0,
  duration double precision NOT NULL DEFAULT 0,
  page integer,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX digital_resources_book_idx ON digital_resources (book_id, lesson_id, sort);
CREATE TABLE school_books (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  book_id integer NOT NULL REFERENCES digital_books(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX school_books_idx ON school_books (school_id, book_id);
CREATE TABLE digital_notes (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  book_id integer NOT NULL REFERENCES digital_books(id),
  page integer NOT NULL,
  rects jsonb NOT NULL,
  quote text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  color text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL,
  deleted boolean NOT NULL DEFAULT false
);
CREATE INDEX digital_notes_owner_idx ON digital_notes (user_id, book_id);
CREATE TABLE digital_bookmarks (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  book_id integer NOT NULL REFERENCES digital_books(id),
  page integer NOT NULL,
  label text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX digital_bookmarks_owner_idx ON digital_bookmarks (user_id, book_id);
CREATE TABLE digital_progress (
  user_id integer NOT NULL REFERENCES users(id),
  book_id integer NOT NULL REFERENCES digital_books(id),
  page integer NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, book_id)
);
CREATE TABLE digital_annotations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  book_id integer NOT NULL REFERENCES digital_books(id),
  class_id integer NOT NULL,
  page integer NOT NULL,
  strokes jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX digital_annotations_page_idx ON digital_annotations (user_id, book_id, class_id, page);
CREATE TABLE digital_bag_items (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  book_id integer NOT NULL REFERENCES digital_books(id),
  lesson_id integer REFERENCES digital_lessons(id),
  source text NOT NULL CHECK (source IN ('RESOURCE', 'UPLOAD')),
  resource_id integer REFERENCES digital_resources(id),
  type text NOT NULL,
  title text NOT NULL,
  url text NOT NULL,
  format text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX digital_bag_items_owner_idx ON digital_bag_items (user_id, book_id);
CREATE TABLE digital_lecture_notes (
  id serial PRIMARY KEY,
  book_id integer NOT NULL REFERENCES digital_books(id),
  lesson_id integer REFERENCES digital_lessons(id),
  title text NOT NULL,
  sort integer NOT NULL,
  html text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE digital_av_chapters (
  id serial PRIMARY KEY,
  book_id integer NOT NULL REFERENCES digital_books(id),
  title text NOT NULL,
  sort integer NOT NULL
);
CREATE TABLE digital_av_sections (
  id serial PRIMARY KEY,
  chapter_id integer NOT NULL REFERENCES digital_av_chapters(id),
  book_id integer NOT NULL REFERENCES digital_books(id),
  title text NOT NULL,
  sort integer NOT NULL,
  duration double precision NOT NULL,
  video_file text NOT NULL,
  audio_file text NOT NULL
);
CREATE TABLE digital_av_completions (
  user_id integer NOT NULL REFERENCES users(id),
  section_id integer NOT NULL REFERENCES digital_av_sections(id),
  completed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, section_id)
);
CREATE TABLE digital_av_states (
  user_id integer NOT NULL REFERENCES users(id),
  book_id integer NOT NULL REFERENCES digital_books(id),
  chapter_index integer NOT NULL,
  section_id integer REFERENCES digital_av_sections(id),
  play_time double precision NOT NULL,
  mode text NOT NULL CHECK (mode IN ('audio', 'video')),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, book_id)
);
`;
