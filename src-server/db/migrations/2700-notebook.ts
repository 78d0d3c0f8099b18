// Python notebooks (issue 12). Mirrors db/schema/notebook.ts.
export default /* sql */ `
CREATE TABLE notebooks (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  book_id integer NOT NULL REFERENCES digital_books(id),
  lesson_id integer NOT NULL REFERENCES digital_lessons(id),
  cells jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX notebooks_owner_idx ON notebooks (user_id, book_id, lesson_id);
`;
