// Boutique courses and the wallet (issue 13). Mirrors db/schema/boutique.ts.
export default /* sql */ `
CREATE TABLE boutique_courses (
  id serial PRIMARY KEY,
  title text NOT NULL,
  category text NOT NULL,
  summary text NOT NULL DEFAULT '',
  introduction text NOT NULL DEFAULT '',
  lecturer text NOT NULL,
  lecturer_title text NOT NULL DEFAULT '',
  lecturer_intro text NOT NULL DEFAULT '',
  price_fen integer NOT NULL DEFAULT 0 CHECK (price_fen >= 0),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE boutique_lessons (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES boutique_courses(id) ON DELETE CASCADE,
  sort integer NOT NULL,
  title text NOT NULL,
  seconds integer NOT NULL,
  video_path text NOT NULL
);
CREATE INDEX boutique_lessons_course_idx ON boutique_lessons (course_id, sort);

CREATE TABLE boutique_enrollments (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES boutique_courses(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  paid_fen integer NOT NULL DEFAULT 0,
  last_lesson_id integer,
  last_watched_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Once a course a teacher: of two purchases at the same moment only one inserts.
CREATE UNIQUE INDEX boutique_enrollments_pair_idx ON boutique_enrollments (user_id, course_id);
CREATE INDEX boutique_enrollments_course_idx ON boutique_enrollments (course_id);

CREATE TABLE boutique_progress (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES boutique_courses(id) ON DELETE CASCADE,
  lesson_id integer NOT NULL REFERENCES boutique_lessons(id) ON DELETE CASCADE,
  position real NOT NULL DEFAULT 0,
  completed boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX boutique_progress_pair_idx ON boutique_progress (user_id, lesson_id);
CREATE INDEX boutique_progress_course_idx ON boutique_progress (user_id, course_id);

CREATE TABLE wallets (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  balance_fen integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT wallets_balance_check CHECK (balance_fen >= 0)
);

CREATE TABLE wallet_transactions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  amount_fen integer NOT NULL,
  balance_after_fen integer NOT NULL,
  course_id integer REFERENCES boutique_courses(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_transactions_user_idx ON wallet_transactions (user_id, created_at);
`;
