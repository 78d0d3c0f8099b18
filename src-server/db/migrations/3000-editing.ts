// Author editing (issue 16): chapter marks of the audio-visual media, AI-course ownership by publisher, and the
// indexes of the author's queries. Mirrors db/schema/editing.ts.
export default /* sql */ `
CREATE TABLE av_marks (
  section_id integer PRIMARY KEY REFERENCES digital_av_sections(id) ON DELETE CASCADE,
  marks jsonb NOT NULL,
  updated_by integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE aicourse_owners (
  aicourse_id integer PRIMARY KEY REFERENCES ai_courses(id) ON DELETE CASCADE,
  publisher_id integer NOT NULL
);
CREATE INDEX aicourse_owners_publisher_idx ON aicourse_owners (publisher_id);
CREATE INDEX digital_books_publisher_idx ON digital_books (publisher_id);
CREATE INDEX school_books_book_idx ON school_books (book_id);
CREATE INDEX user_books_book_idx ON user_books (book_id);
CREATE INDEX digital_lessons_unit_idx ON digital_lessons (unit_id, sort);
`;
