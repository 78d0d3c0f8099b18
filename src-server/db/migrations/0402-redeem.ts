// Redeem codes and owned digital books (issue 5). Mirrors db/schema/redeem.ts.
export default /* sql */ `
CREATE TABLE redeem_codes (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('TEXTBOOK', 'COURSE')),
  course_type text NOT NULL,
  target_id integer NOT NULL,
  slots integer NOT NULL DEFAULT 1 CHECK (slots > 0),
  used_by integer REFERENCES users(id),
  used_for integer REFERENCES users(id),
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE user_books (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  book_id integer NOT NULL REFERENCES digital_books(id),
  role text NOT NULL,
  source text NOT NULL DEFAULT 'REDEEM',
  redeem_code_id integer REFERENCES redeem_codes(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_books_owner_idx ON user_books (user_id, book_id, role);
`;
